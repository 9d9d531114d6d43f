import { Alert, Button, Center, Group, Loader, Select, Text, type ComboboxItem } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { hasPermission, type OuNode, type SessionUser } from '@postbridge/domain';
import { api } from '../../../api/api';
import { QUERY_KEYS } from '../../../app/queries';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';

// Pieces shared by the administration screens of groups, profiles and permissions (and its home).

/** Query keys of these screens, all under one root that a change reads again. */
export const accessKey = (...parts: readonly string[]) => [...QUERY_KEYS.adminAccess, ...parts];

/**
 * May the user change the administration (the server's rule, policy.ts `mayAdminister`)? adminOu in the own mask,
 * or superAdmin; superAdminView only reads, so the screens hide every action that changes something.
 */
export function canChangeAdministration(user: Pick<SessionUser, 'permissions'> | null): boolean {
  return (
    !!user && (hasPermission(user.permissions, 'superAdmin') || hasPermission(user.permissions, 'adminOu'))
  );
}

export function useCanChange(): boolean {
  return canChangeAdministration(useSession((s) => s.user));
}

export const usePhone = (): boolean => useMediaQuery('(max-width: 48em)') ?? false;

export type AccountOption = { id: string; name: string; depth: number };

/** The accounts the user sees (`GET /ou`), flattened in tree order with their depth. */
export function useAccounts() {
  return useQuery({
    queryKey: accessKey('accounts'),
    queryFn: async () => {
      const out: AccountOption[] = [];
      const walk = (nodes: readonly OuNode[], depth: number) => {
        for (const node of nodes) {
          if (node.removed) continue;
          out.push({ id: node.id, name: node.name, depth });
          walk(node.children, depth + 1);
        }
      };
      walk(await api.get('/ou', { query: {} }), 0);
      return out;
    },
  });
}

/**
 * The props of a select of accounts: each account under its plain name (what the closed select shows), indented
 * by its depth in the tree in the open list.
 */
export function accountSelectProps(accounts: readonly { value: string; label: string; depth: number }[]) {
  const depthOf = new Map(accounts.map((a) => [a.value, a.depth]));
  return {
    data: accounts.map(({ value, label }) => ({ value, label })),
    renderOption: ({ option }: { option: ComboboxItem }) => (
      <span style={{ paddingInlineStart: `${depthOf.get(option.value) ?? 0}em` }}>{option.label}</span>
    ),
  };
}

/** The account an administration list is about; indented by depth in the tree. */
export function AccountSelect({
  accounts,
  value,
  onChange,
  label,
}: {
  accounts: readonly AccountOption[];
  value: string | null;
  onChange: (id: string) => void;
  label?: string;
}) {
  const t = useT();
  return (
    <Select
      label={label ?? t('admin.account')}
      {...accountSelectProps(accounts.map((a) => ({ value: a.id, label: a.name, depth: a.depth })))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      searchable
      maw={420}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function Loading() {
  const t = useT();
  return (
    <Center role="status" aria-label={t('common.loading')} p="md">
      <Loader size="sm" aria-hidden="true" />
    </Center>
  );
}

/** A failed read, with its label and Retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  return (
    <Alert color="red" role="alert" title={t('admin.loadError')}>
      <Group justify="space-between">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="light" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The notice of a read-only administrator (superAdminView). */
export function ReadOnlyNotice() {
  const t = useT();
  return (
    <Alert color="gray" variant="light">
      {t('admin.readOnly')}
    </Alert>
  );
}

/** A user's name for lists: "First Last (login)", or the login alone. */
export function userName(u: { login: string; firstName: string | null; lastName: string | null }): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${u.login})` : u.login;
}
