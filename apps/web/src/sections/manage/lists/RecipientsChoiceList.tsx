import { useMemo } from 'react';
import { Button, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { RECIPIENT_PREFERENCES } from '@postbridge/domain';
import { notifyError } from '../../../app/notify';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useRecipientColumns } from '../../../ui/lists/columns';
import { textOf, type FilterDef } from '../../../ui/lists/filters';
import { fetchRecipients, fetchSenderAccounts, senderAccountsKey } from '../../../ui/lists/listsApi';
import { ListScreen } from '../../../ui/lists/ListScreen';
import { NotAllowed } from '../../../ui/NotAllowed';
import { canReadRecipients } from './ManageHome';
import { downloadRecipientsCsv } from './recipientsExport';

/**
 * Recipient choices (docs/product.md §2 "Recipient-choices export"): the register of the sender accounts the
 * user may read, by identifier and preference; the CSV export is per sender account (GET
 * /ou/{ouId}/recipients/export), so it needs one chosen in the filters.
 */
export function RecipientsChoiceList() {
  const user = useSession((s) => s.user);
  return canReadRecipients(user) ? <RecipientsChoices /> : <NotAllowed />;
}

function RecipientsChoices() {
  const t = useT();
  const errorText = useErrorText();
  const columns = useRecipientColumns();
  const accounts = useQuery({
    queryKey: senderAccountsKey,
    queryFn: fetchSenderAccounts,
    staleTime: 300_000,
  });
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        kind: 'select',
        name: 'account',
        label: t('lists.column.senderAccount'),
        options: (accounts.data ?? []).map((a) => ({ value: a.id, label: a.name })),
      },
      { kind: 'input', name: 'identifier', label: t('lists.column.identifier'), maxLength: 100 },
      {
        kind: 'select',
        name: 'preference',
        label: t('lists.column.preference'),
        options: RECIPIENT_PREFERENCES.map((p) => ({ value: p, label: t(`lists.preference.${p}`) })),
      },
    ],
    [t, accounts.data],
  );
  const exportCsv = useMutation({
    mutationFn: downloadRecipientsCsv,
    onError: (error) => notifyError(errorText(error)),
  });
  return (
    <ListScreen
      screenId="manage.recipientsChoice"
      title={t('screen.manage.recipientsChoice')}
      filters={filters}
      load={async (values, maxResults, signal) => {
        const query = {
          identifier: textOf(values, 'identifier'),
          preference: textOf(values, 'preference'),
          maxResults,
        };
        const answer = await fetchRecipients(textOf(values, 'account'), query, signal);
        return { items: answer.recipients, overflow: answer.overflow };
      }}
      columns={columns}
      rowKey={(recipient) => recipient.id}
      toolbar={(applied) => {
        const account = textOf(applied, 'account');
        return (
          <>
            {!account && (
              <Text size="sm" c="dimmed" id="recipients-export-hint">
                {t('manage.recipients.exportNeedsAccount')}
              </Text>
            )}
            <Button
              disabled={!account}
              aria-describedby={account ? undefined : 'recipients-export-hint'}
              loading={exportCsv.isPending}
              onClick={() => account && exportCsv.mutate(account)}
            >
              {t('manage.recipients.export')}
            </Button>
          </>
        );
      }}
    />
  );
}
