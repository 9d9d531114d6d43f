import IconCheck from '@tabler/icons-react/icons/IconCheck';
import IconX from '@tabler/icons-react/icons/IconX';
import { Button, Checkbox, Group, Table, VisuallyHidden } from '@mantine/core';
import type { DeliveryCommand } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { useFormatDay } from '../../../ui/format';
import { ACTION_ICON_PROPS } from '../../../ui/actionIcons';

interface PendingOrdersTableProps {
  commands: DeliveryCommand[];
  /** Orders ticked for an action on several at once. */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  shownId: string | null;
  onShow: (command: DeliveryCommand) => void;
  onValidate: (command: DeliveryCommand) => void;
  onReject: (command: DeliveryCommand) => void;
  /** An action is running: nothing else starts meanwhile. */
  busy: boolean;
}

const recipients = (command: DeliveryCommand) => command.deliveries.reduce((sum, d) => sum + d.recipients, 0);
const channels = (command: DeliveryCommand) =>
  [...new Set(command.deliveries.map((d) => d.serviceChannelLabel))].join(', ');
/** An order the caller may act on (the server lists the actions each caller may take). */
export const actionable = (command: DeliveryCommand) =>
  command.actions.includes('validate') || command.actions.includes('reject');

/** The orders waiting for validation: each one's deposit, owner, recipients, channels and post date. */
export function PendingOrdersTable({
  commands,
  selected,
  onSelect,
  shownId,
  onShow,
  onValidate,
  onReject,
  busy,
}: PendingOrdersTableProps) {
  const t = useT();
  const formatDay = useFormatDay();
  const selectable = commands.filter(actionable).map((command) => command.id);
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const some = selectable.some((id) => selected.has(id));
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover aria-label={t('screen.deposit.validation')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('deposit.validation.selectAll')}
                checked={all}
                indeterminate={some && !all}
                disabled={selectable.length === 0}
                onChange={(event) => onSelect(selectable, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('deposit.validation.column.job')}</Table.Th>
            <Table.Th>{t('deposit.validation.column.owner')}</Table.Th>
            <Table.Th>{t('deposit.validation.column.recipients')}</Table.Th>
            <Table.Th>{t('deposit.validation.column.channels')}</Table.Th>
            <Table.Th>{t('deposit.validation.column.postDate')}</Table.Th>
            <Table.Th>{t('deposit.validation.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {commands.map((command) => (
            <Table.Tr
              key={command.id}
              bg={command.id === shownId ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Table.Td>
                {actionable(command) && (
                  <Checkbox
                    aria-label={t('deposit.validation.selectOne', { name: command.jobName })}
                    checked={selected.has(command.id)}
                    onChange={(event) => onSelect([command.id], event.currentTarget.checked)}
                  />
                )}
              </Table.Td>
              <Table.Td>{command.jobName}</Table.Td>
              <Table.Td>{command.ownerLogin ?? ''}</Table.Td>
              <Table.Td>{recipients(command)}</Table.Td>
              <Table.Td>{channels(command)}</Table.Td>
              <Table.Td>{formatDay(command.postDate ?? command.expectedPostDate)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onShow(command)}
                    aria-pressed={shownId === command.id}
                  >
                    {/* Named "Details <order>": the visible word first, so that a voice command saying it works
                        (WCAG 2.5.3), and the order's name, heard only, telling the rows apart. */}
                    {t('deposit.validation.details')} <VisuallyHidden>{command.jobName}</VisuallyHidden>
                  </Button>
                  <Button
                    size="xs"
                    color="green"
                    disabled={busy || !command.actions.includes('validate')}
                    onClick={() => onValidate(command)}
                    leftSection={<IconCheck {...ACTION_ICON_PROPS} />}
                    aria-label={t('deposit.validation.validateJob', { name: command.jobName })}
                  >
                    {t('deposit.validation.validate')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={busy || !command.actions.includes('reject')}
                    onClick={() => onReject(command)}
                    leftSection={<IconX {...ACTION_ICON_PROPS} />}
                    aria-label={t('deposit.validation.rejectJob', { name: command.jobName })}
                  >
                    {t('deposit.validation.reject')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
