import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import type { LabelKey } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import type { Revision } from './detailsApi';
import { useFormatDate } from '../../../ui/format';
import { StatusBadge } from '../../../ui/status/StatusBadge';
import type { StatusView } from '../../../ui/status/statuses';

interface HistoryTableProps {
  revisions: Revision[];
  /** How the entity's state reads (a job state, a command state, a shipment status code). */
  stateView: (state: string) => StatusView;
}

/**
 * The append-only history of a deposit, an order or a document (docs/product.md §4): oldest first, as
 * recorded.
 */
export function HistoryTable({ revisions, stateView }: HistoryTableProps) {
  const t = useT();
  const historyAction = useHistoryAction();
  const formatDate = useFormatDate();
  if (revisions.length === 0) return <Text c="dimmed">{t('details.history.empty')}</Text>;
  return (
    <ScrollRegion>
      <Table striped miw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('details.history.date')}</Table.Th>
            <Table.Th scope="col">{t('details.history.event')}</Table.Th>
            <Table.Th scope="col">{t('details.field.state')}</Table.Th>
            <Table.Th scope="col">{t('details.history.user')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {revisions.map((revision) => (
            <Table.Tr key={revision.id}>
              <Table.Td>{formatDate(revision.date)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{historyAction(revision.action)}</Text>
                  <RevisionDetails details={revision.details} />
                </Stack>
              </Table.Td>
              <Table.Td>
                {revision.state ? <StatusBadge status={stateView(revision.state)} /> : null}
              </Table.Td>
              <Table.Td>{revision.loggedUserLogin ?? t('details.history.system')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** What an entry did, in words; an action the catalogue does not know yet (a newer server) shows as itself. */
function useHistoryAction(): (action: string) => string {
  const t = useT();
  const { i18n } = useTranslation();
  return useCallback(
    (action: string) => {
      const key = `details.history.action.${action}`;
      return i18n.exists(key) ? t(key as LabelKey) : action;
    },
    [t, i18n],
  );
}

/** The parts of an entry's details a user reads: on whose behalf, why, with which message. */
function RevisionDetails({ details }: { details: Revision['details'] }) {
  const t = useT();
  if (!details) return null;
  const text = (key: string) =>
    typeof details[key] === 'string' && details[key] !== '' ? details[key] : null;
  const lines = [
    text('onBehalfOf') && t('details.history.onBehalfOf', { login: text('onBehalfOf')! }),
    text('reason') && t('details.history.reason', { reason: text('reason')! }),
    text('message') && t('details.ack.messageShown', { message: text('message')! }),
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </>
  );
}
