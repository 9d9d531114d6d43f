import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { newOuFields, type OuNode } from '@postbridge/domain';
import { api } from '../../../api/api';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { AccountForm } from './AccountForm';
import { AccountTree } from './AccountTree';
import { draftOf, flatten } from './accountDraft';
import { accountKeys } from './accountsApi';

/**
 * Administration › Accounts: the tree of the accounts the user administers beside (on a phone, above) the
 * selected account's form; a sub-account is created under the selected one.
 */
export function AccountsPage() {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const tree = useQuery({
    queryKey: accountKeys.tree,
    queryFn: () => api.get('/ou', { query: { includeRemoved: 'true' } }),
  });
  const [selected, setSelected] = useState<string | null>(null);
  const [newUnder, setNewUnder] = useState<string | null>(null);
  const [showRemoved, setShowRemoved] = useState(false);
  const nodes: OuNode[] = tree.data ?? [];
  const shown = showRemoved ? nodes : withoutRemoved(nodes);
  const known = flatten(shown).some((entry) => entry.node.id === selected);

  // The user's own account first (else the first root), and again when the selected one disappears.
  const ownOuId = user?.ouId;
  useEffect(() => {
    if (!tree.data || known) return;
    const visible = showRemoved ? tree.data : withoutRemoved(tree.data);
    const own = flatten(visible).find((entry) => entry.node.id === ownOuId)?.node;
    setSelected(own?.id ?? visible[0]?.id ?? null);
  }, [tree.data, known, ownOuId, showRemoved]);

  // Signed out while the screen is shown: the session guard takes over.
  if (!user) return null;

  const select = (id: string) => {
    setNewUnder(null);
    setSelected(id);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('admin.accounts.title')}
      </Title>
      {tree.isPending && <Loader size="sm" role="img" aria-label={t('admin.accounts.title')} />}
      {tree.isError && (
        <Alert color="red" role="alert" title={t('admin.accounts.loadError')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(tree.error)}</Text>
            <Button size="xs" variant="white" onClick={() => void tree.refetch()}>
              {t('admin.accounts.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {tree.data && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Paper withBorder p="xs">
              <Stack gap="xs">
                <AccountTree nodes={shown} selectedId={newUnder ?? selected} onSelect={select} />
                <Switch
                  size="xs"
                  label={t('admin.accounts.showRemoved')}
                  checked={showRemoved}
                  onChange={(e) => setShowRemoved(e.currentTarget.checked)}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {newUnder ? (
              <AccountForm
                key={`new-${newUnder}`}
                ou={null}
                initial={newOuFields(newUnder)}
                tree={nodes}
                user={user}
                onSaved={(ou) => select(ou.id)}
                onAddChild={setNewUnder}
                onCancel={() => setNewUnder(null)}
                onDeleted={() => undefined}
              />
            ) : selected ? (
              <AccountDetail
                ouId={selected}
                tree={nodes}
                onSelect={select}
                onAddChild={setNewUnder}
                onDeleted={async (parentId) => {
                  await client.invalidateQueries({ queryKey: accountKeys.tree });
                  if (parentId) select(parentId);
                }}
              />
            ) : (
              <Text size="sm">{t('admin.accounts.choose')}</Text>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/**
 * The tree without its removed accounts (the call asks for them, docs/product.md §7; the switch shows them).
 */
function withoutRemoved(nodes: readonly OuNode[]): OuNode[] {
  return nodes
    .filter((node) => !node.removed)
    .map((node) => ({ ...node, children: withoutRemoved(node.children) }));
}

interface AccountDetailProps {
  ouId: string;
  tree: readonly OuNode[];
  onSelect: (id: string) => void;
  onAddChild: (parentId: string) => void;
  onDeleted: (parentId: string | null) => void;
}

/** Reads the selected account (GET /ou/{ouId}) and shows its form, reset whenever its version changes. */
function AccountDetail({ ouId, tree, onSelect, onAddChild, onDeleted }: AccountDetailProps) {
  const errorText = useErrorText();
  const user = useSession((s) => s.user);
  const [tab, setTab] = useState('general');
  const account = useQuery({
    queryKey: accountKeys.account(ouId),
    queryFn: () => api.get('/ou/:ouId', { params: { ouId } }),
  });
  if (!user) return null;
  if (account.isPending) return <Loader size="sm" />;
  if (account.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(account.error)}
      </Alert>
    );
  }
  const ou = account.data;
  return (
    <AccountForm
      key={`${ou.id}-${ou.version}`}
      ou={ou}
      initial={draftOf(ou)}
      tree={tree}
      user={user}
      onSaved={(saved) => onSelect(saved.id)}
      onAddChild={onAddChild}
      onCancel={() => undefined}
      onDeleted={onDeleted}
      tab={tab}
      onTabChange={setTab}
    />
  );
}
