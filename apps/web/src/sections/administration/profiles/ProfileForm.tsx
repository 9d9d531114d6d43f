import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Select, Stack, Switch, Text, TextInput, Modal } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_ROLES,
  type LabelKey,
  type PermissionMasks,
  type ProfileDetail,
  type ProfileRole,
  type ProfileSaveBody,
} from '@postbridge/domain';
import { api } from '../../../api/api';
import { notifyInfo } from '../../../app/notify';
import { QUERY_KEYS } from '../../../app/queries';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { accessKey, Loading, LoadError } from '../home/adminAccess';
import { PermissionSwitches } from './PermissionSwitches';

const NO_MASKS: PermissionMasks = { permissions: 0, permissionsOnGroup: 0, permissionsOnOU: 0 };

type Draft = Omit<ProfileSaveBody, 'role' | 'serviceIds'> & { role: ProfileRole; serviceIds: string[] };

const draftOf = (ouId: string, profile?: ProfileDetail): Draft =>
  profile
    ? {
        id: profile.id,
        version: profile.version,
        ouId: profile.ouId,
        name: profile.name,
        role: (PROFILE_ROLES as readonly string[]).includes(profile.role)
          ? (profile.role as ProfileRole)
          : 'SENDER',
        permissions: profile.permissions,
        permissionsOnGroup: profile.permissionsOnGroup,
        permissionsOnOU: profile.permissionsOnOU,
        needsValidation: profile.needsValidation,
        serviceIds: profile.serviceIds,
      }
    : { ouId, name: '', role: 'SENDER', ...NO_MASKS, needsValidation: false, serviceIds: [] };

/** A profile to create in `ouId`, or the one of `profileId` to edit (read first). */
export function ProfileForm(props: {
  ouId: string;
  accountName: string;
  profileId: string | null;
  readOnly: boolean;
  onDone: () => void;
}) {
  const profile = useQuery({
    queryKey: accessKey('profile', props.profileId ?? ''),
    queryFn: () => api.get('/profiles/:profileId', { params: { profileId: props.profileId! } }),
    enabled: props.profileId !== null,
    staleTime: 0,
  });
  if (props.profileId !== null) {
    if (profile.isPending) return <Loading />;
    if (profile.isError) return <LoadError error={profile.error} retry={() => void profile.refetch()} />;
  }
  return <ProfileFormFields {...props} profile={profile.data} />;
}

function ProfileFormFields({
  ouId,
  accountName,
  profile,
  readOnly,
  onDone,
}: {
  ouId: string;
  accountName: string;
  profile: ProfileDetail | undefined;
  readOnly: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const [draft, setDraft] = useState<Draft>(() => draftOf(ouId, profile));
  const [template, setTemplate] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const before: PermissionMasks = profile ?? NO_MASKS;
  const grantor: PermissionMasks = user ?? NO_MASKS;
  const templates = useQuery({
    queryKey: accessKey('roleTemplates'),
    queryFn: () => api.get('/roleTemplates'),
  });
  const services = useQuery({
    queryKey: accessKey('offeredServices', ouId),
    queryFn: () => api.get('/profiles/offeredServices', { query: { ouId } }),
  });
  const save = useMutation({
    // Links to services no longer offered (removed) are dropped; unread services leave the links as they are.
    mutationFn: () =>
      api.post('/profiles', {
        body: {
          ...draft,
          name: draft.name.trim(),
          serviceIds: services.data
            ? draft.serviceIds.filter((id) => services.data.some((s) => s.id === id))
            : undefined,
        },
      }),
    onSuccess: async () => {
      notifyInfo(t('admin.profiles.saved'));
      await client.invalidateQueries({ queryKey: QUERY_KEYS.adminAccess });
      onDone();
    },
  });
  const nameMissing = draft.name.trim() === '';
  const chosen = templates.data?.find((r) => r.id === template);
  const ownProfile = profile !== undefined && user?.profileId === profile.id;
  const reduced =
    ownProfile &&
    (['permissions', 'permissionsOnGroup', 'permissionsOnOU'] as const).some(
      (m) => (before[m] & ~draft[m]) !== 0,
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!nameMissing && !readOnly) save.mutate();
  };
  const applyTemplate = () => {
    if (!chosen) return;
    setDraft({
      ...draft,
      role: chosen.role,
      permissions: chosen.permissions,
      permissionsOnGroup: chosen.permissionsOnGroup,
      permissionsOnOU: chosen.permissionsOnOU,
      needsValidation: chosen.needsValidation,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-form-title">
      <Stack gap="sm">
        <Modal.Title fz="h3" fw={700}>
          {profile
            ? t('admin.profiles.form.titleEdit', { name: profile.name })
            : t('admin.profiles.form.titleNew', { account: accountName })}
        </Modal.Title>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        {reduced && (
          <Alert color="orange" role="status">
            {t('admin.profiles.form.selfWarning')}
          </Alert>
        )}
        <TextInput
          label={t('admin.profiles.form.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          required
          disabled={readOnly}
          maxLength={200}
          error={touched && nameMissing ? t('admin.profiles.form.nameRequired') : undefined}
        />
        <Select
          label={t('admin.profiles.form.role')}
          data={PROFILE_ROLES.map((r) => ({ value: r, label: t(`admin.role.${r}`) }))}
          value={draft.role}
          onChange={(r) => r && setDraft({ ...draft, role: r as ProfileRole })}
          allowDeselect={false}
          disabled={readOnly}
        />
        <Switch
          label={t('admin.profiles.form.needsValidation')}
          checked={draft.needsValidation}
          disabled={readOnly}
          onChange={(e) => setDraft({ ...draft, needsValidation: e.currentTarget.checked })}
        />
        {!readOnly && (
          <Group align="flex-end" wrap="wrap">
            <Select
              label={t('admin.profiles.form.template')}
              description={t('admin.profiles.form.templateHint')}
              data={(templates.data ?? []).map((r) => ({
                value: r.id,
                label: t(`admin.roleTemplate.${r.id}` as LabelKey),
              }))}
              value={template}
              onChange={setTemplate}
              style={{ flex: '1 1 220px' }}
            />
            <Button variant="light" onClick={applyTemplate} disabled={!chosen || !chosen.grantable}>
              {t('admin.profiles.form.applyTemplate')}
            </Button>
          </Group>
        )}
        {chosen && (
          <Text size="sm" c={chosen.grantable ? 'dimmed' : 'red'}>
            {chosen.grantable
              ? t(`admin.roleTemplate.${chosen.id}.hint` as LabelKey)
              : t('admin.profiles.form.templateNotGrantable')}
          </Text>
        )}
        <PermissionSwitches
          value={draft}
          before={before}
          grantor={grantor}
          readOnly={readOnly}
          onChange={(masks) => setDraft({ ...draft, ...masks })}
        />
        <Checkbox.Group
          label={t('admin.profiles.form.services')}
          description={t('admin.profiles.form.servicesHint')}
          value={draft.serviceIds}
          onChange={(serviceIds) => setDraft({ ...draft, serviceIds })}
        >
          <Stack gap={6} mt={6}>
            {services.isPending && <Loading />}
            {services.isError && <LoadError error={services.error} retry={() => void services.refetch()} />}
            {services.data?.length === 0 && <Text size="sm">{t('admin.profiles.form.noServices')}</Text>}
            {services.data?.map((s) => (
              <Checkbox key={s.id} value={s.id} label={<bdi>{s.name}</bdi>} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          {!readOnly && (
            <Button type="submit" loading={save.isPending}>
              {t('admin.profiles.form.save')}
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
