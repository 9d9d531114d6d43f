import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Group as UserGroup } from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { QUERY_KEYS } from '../../../app/queries';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import {
  accessKey,
  AccountSelect,
  Loading,
  LoadError,
  userName,
  type AccountOption,
} from '../home/adminAccess';

/**
 * A group to create (in the chosen account) or edit: code, name and members — users of its account and of the
 * accounts below it. Which members validate is said beside each (their profile decides it).
 */
export function GroupForm({
  group,
  accounts,
  defaultOuId,
  readOnly,
  onDone,
}: {
  group: UserGroup | null;
  accounts: readonly AccountOption[];
  defaultOuId: string;
  readOnly: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [ouId, setOuId] = useState(group?.ouId ?? defaultOuId);
  const [code, setCode] = useState(group?.code ?? '');
  const [name, setName] = useState(group?.name ?? '');
  const [memberIds, setMemberIds] = useState<string[]>(group?.members.map((m) => m.id) ?? []);
  const [touched, setTouched] = useState(false);
  const users = useQuery({
    queryKey: accessKey('users', ouId),
    queryFn: () => api.get('/groups/users', { query: { ouId } }),
  });
  const validators = useMemo(
    () => new Set(group?.members.filter((m) => m.validator).map((m) => m.id) ?? []),
    [group],
  );
  const save = useMutation({
    mutationFn: () =>
      api.post('/groups', {
        body: {
          ...(group ? { id: group.id, version: group.version } : {}),
          ouId,
          code: code.trim(),
          name: name.trim(),
          memberIds,
        },
      }),
    onSuccess: async () => {
      notifyInfo(t('admin.groups.saved'));
      await client.invalidateQueries({ queryKey: QUERY_KEYS.adminAccess });
      onDone();
    },
  });
  const missing = code.trim() === '' || name.trim() === '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!missing && !readOnly) save.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="group-form-title">
      <Stack gap="sm">
        <Modal.Title fz="h3" fw={700}>
          {group ? t('admin.groups.form.titleEdit', { name: group.name }) : t('admin.groups.form.titleNew')}
        </Modal.Title>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        {touched && missing && (
          <Alert color="red" role="alert">
            {t('admin.groups.form.required')}
          </Alert>
        )}
        {group ? (
          <Text size="sm">
            {t('admin.groups.form.account')}: <bdi>{group.ouName}</bdi>
          </Text>
        ) : (
          <AccountSelect
            accounts={accounts}
            value={ouId}
            label={t('admin.groups.form.account')}
            onChange={(id) => {
              setOuId(id);
              setMemberIds([]);
            }}
          />
        )}
        <TextInput
          label={t('admin.groups.form.code')}
          description={t('admin.groups.form.codeHint')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          required
          disabled={readOnly}
          maxLength={100}
          dir="ltr"
        />
        <TextInput
          label={t('admin.groups.form.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          disabled={readOnly}
          maxLength={200}
        />
        <Checkbox.Group
          label={t('admin.groups.form.members')}
          description={t('admin.groups.form.membersHint')}
          value={memberIds}
          onChange={setMemberIds}
        >
          <Stack gap={6} mt={6}>
            {users.isPending && <Loading />}
            {users.isError && <LoadError error={users.error} retry={() => void users.refetch()} />}
            {users.data?.length === 0 && <Text size="sm">{t('admin.groups.form.noUsers')}</Text>}
            {users.data?.map((u) => (
              <Group key={u.id} gap="xs" wrap="wrap">
                <Checkbox value={u.id} label={<bdi>{userName(u)}</bdi>} disabled={readOnly} />
                {validators.has(u.id) && memberIds.includes(u.id) && (
                  <Badge size="sm" variant="light">
                    {t('admin.groups.validator')}
                  </Badge>
                )}
                {u.groupId && u.groupId !== group?.id && memberIds.includes(u.id) && (
                  <Badge size="sm" variant="light" color="orange">
                    {t('admin.groups.otherGroup')}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        </Checkbox.Group>
        <Text size="xs" c="dimmed">
          {t('admin.groups.form.validatorsHint')}
        </Text>
        <Group>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {t('admin.groups.form.save')}
            </Button>
          )}
          <Button variant="default" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
