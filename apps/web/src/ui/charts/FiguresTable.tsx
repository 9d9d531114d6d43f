import type { ReactNode } from 'react';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';

interface FigureCell {
  value: number;
  /** The list behind the figure; a zero or an unlinked screen shows the number alone. */
  to?: string | null;
}

interface FiguresTableProps {
  caption: string;
  /** The header of the first column, then of each figure column. */
  columns: readonly string[];
  rows: readonly { key: string; header: ReactNode; cells: readonly FigureCell[] }[];
}

/** A chart's figures: one row per bar group (a day, a channel, a step), each number a link to its list. */
export function FiguresTable({ caption, columns, rows }: FiguresTableProps) {
  return (
    <Table.ScrollContainer minWidth={columns.length > 4 ? 120 * columns.length : 0}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={column} scope="col" ta={i === 0 ? 'start' : 'end'}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.header}
              </Table.Th>
              {row.cells.map((cell, i) => (
                <Table.Td key={i} ta="end">
                  {cell.to && cell.value > 0 ? (
                    <Anchor component={Link} to={cell.to}>
                      {cell.value}
                    </Anchor>
                  ) : (
                    cell.value
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
