import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';

export interface ListColumn<T> {
  id: string;
  header: string;
  cell(item: T): ReactNode;
}

interface ListTableProps<T> {
  caption: string;
  columns: readonly ListColumn<T>[];
  items: readonly T[];
  rowKey(item: T): string;
  selectedId: string | null;
  onSelect(item: T): void;
}

/**
 * The rows of a list. The first column's content is a button: Tab reaches it, Enter or Space selects the row,
 * the arrow keys move between rows; a click anywhere on the row (but on another control) selects it too.
 */
export function ListTable<T>({ caption, columns, items, rowKey, selectedId, onSelect }: ListTableProps<T>) {
  const [first, ...rest] = columns;
  if (!first) return null;

  const moveFocus = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-row-select]')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = buttons[event.key === 'ArrowDown' ? at + 1 : at - 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  const rowClick = (event: MouseEvent<HTMLTableRowElement>, item: T) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea')) return;
    onSelect(item);
  };

  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onKeyDown={moveFocus}>
          {items.map((item) => {
            const id = rowKey(item);
            const selected = id === selectedId;
            return (
              <Table.Tr
                key={id}
                data-selected={selected || undefined}
                style={{
                  cursor: 'pointer',
                  backgroundColor: selected ? 'var(--mantine-primary-color-light)' : undefined,
                }}
                onClick={(event) => rowClick(event, item)}
              >
                <Table.Td>
                  <UnstyledButton
                    data-row-select
                    fw={selected ? 700 : 500}
                    // The link colour of the theme (readable on the page in both schemes); on the selected
                    // row's tinted background, the text colour (the row is marked by its tint and bold type).
                    c={selected ? 'var(--mantine-color-text)' : 'var(--mantine-color-anchor)'}
                    aria-pressed={selected}
                    onClick={() => onSelect(item)}
                  >
                    {first.cell(item)}
                  </UnstyledButton>
                </Table.Td>
                {rest.map((column) => (
                  <Table.Td key={column.id}>{column.cell(item)}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
