import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isCidrRange, LOCALES, type AdminUser, type SaveUserBody } from '@postbridge/domain';
import { api } from '../../../api/api';
import { ApiError } from '../../../api/errors';
import { notifyInfo } from '../../../app/notify';
import { QUERY_KEYS } from '../../../app/queries';
import { useSession } from '../../../app/session/sessionStore';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { useFormatDay } from '../../../ui/format';
import { OwnPermissionsModal, TemporaryPasswordModal } from './UserModals';
import { accountSelectProps } from '../home/adminAccess';
import { useGroups, useOuOptions, useProfiles } from './usersData';

type Values = Omit<
  Required<SaveUserBody>,
  'id' | 'version' | 'confirmOwnPermissionsReduced' | 'allowedAddressRanges'
> & {
  title: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  mobileNumber: string;
  groupId: string | null;
  ranges: string;
};
type FieldName = keyof Values;

function initialValues(user: AdminUser | null, ouId: string, locale: string): Values {
  return {
    ouId: user?.ouId ?? ouId,
    login: user?.login ?? '',
    title: user?.title ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    emailAddress: user?.emailAddress ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    mobileNumber: user?.mobileNumber ?? '',
    locale: (user?.locale ?? locale) as Values['locale'],
    profileId: user?.profileId ?? '',
    groupId: user?.groupId ?? null,
    enabled: user?.enabled ?? true,
    ranges: (user?.allowedAddressRanges ?? []).join('\n'),
  };
}

/** `body.allowedAddressRanges.2` → `ranges`, `body.login` → `login`: where the server's refusal is shown. */
function fieldOf(error: unknown): FieldName | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const name = error.field.replace(/^body\./, '').split('.')[0]!;
  return name === 'allowedAddressRanges' ? 'ranges' : (name as FieldName);
}

/**
 * Every field of an administered user (docs/product.md §3), checked here as far as the browser can, then by
 * the server.
 */
export function UserForm({
  user,
  defaultOuId,
  readOnly,
  onDone,
}: {
  user: AdminUser | null;
  defaultOuId: string | null;
  readOnly: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const formatDay = useFormatDay();
  const client = useQueryClient();
  const me = useSession((s) => s.user);
  const [values, setValues] = useState(() =>
    initialValues(user, defaultOuId ?? me?.ouId ?? '', me?.locale ?? 'en'),
  );
  const [submitted, setSubmitted] = useState(false);
  const [confirmReduce, setConfirmReduce] = useState(false);
  const [created, setCreated] = useState<{ login: string; password: string } | null>(null);
  const ous = useOuOptions();
  const profiles = useProfiles(values.ouId || null);
  const groups = useGroups();
  const ancestors = ous.data?.find((o) => o.value === values.ouId)?.ancestors ?? [];
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const ranges = values.ranges.split(/\s+/).filter(Boolean);

  const save = useMutation({
    mutationFn: (confirmOwnPermissionsReduced: boolean) =>
      api.post('/users', {
        body: {
          ...(user ? { id: user.id, version: user.version } : {}),
          ouId: values.ouId,
          login: values.login.trim(),
          title: values.title || null,
          firstName: values.firstName || null,
          lastName: values.lastName || null,
          emailAddress: values.emailAddress || null,
          phoneNumber: values.phoneNumber || null,
          mobileNumber: values.mobileNumber || null,
          locale: values.locale,
          profileId: values.profileId,
          groupId: values.groupId,
          enabled: values.enabled,
          allowedAddressRanges: ranges,
          ...(confirmOwnPermissionsReduced ? { confirmOwnPermissionsReduced } : {}),
        },
      }),
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: QUERY_KEYS.adminUsers });
      if (result.temporaryPassword) {
        setCreated({ login: result.user.login, password: result.temporaryPassword });
        return;
      }
      notifyInfo(t('admin.users.saved', { login: result.user.login }));
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.labelId === 'admin.users.error.ownPermissionsReduced')
        setConfirmReduce(true);
    },
  });

  const required = (name: 'login' | 'profileId') =>
    submitted && !values[name].trim() ? t('field.required') : undefined;
  const rangesError = ranges.some((r) => !isCidrRange(r))
    ? t('admin.users.field.addressRangesHint')
    : undefined;
  const serverField = save.isError ? fieldOf(save.error) : null;
  const fieldError = (name: FieldName) => (serverField === name ? errorText(save.error) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!values.login.trim() || !values.profileId || rangesError) return;
    const profile = profiles.data?.find((p) => p.id === values.profileId);
    // docs/product.md §6: a warning when users reduce their own permissions.
    if (user && me && user.id === me.id && profile && me.permissions & ~profile.permissions) {
      setConfirmReduce(true);
      return;
    }
    save.mutate(false);
  };

  const text = (
    name: 'login' | 'title' | 'firstName' | 'lastName' | 'emailAddress' | 'phoneNumber' | 'mobileNumber',
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextInput
      label={label}
      value={values[name]}
      onChange={(e) => set({ [name]: e.currentTarget.value })}
      error={(name === 'login' ? required('login') : undefined) ?? fieldError(name)}
      readOnly={readOnly}
      {...extra}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {save.isError && !serverField && !confirmReduce && (
          <Alert color="red" role="alert">
            {errorText(save.error)}
          </Alert>
        )}
        {user?.mustChangePassword && <Text size="sm">{t('admin.users.field.mustChangePassword')}</Text>}
        {text('login', t('admin.users.field.login'), { required: true, autoComplete: 'off' })}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {text('title', t('admin.users.field.title'))}
          {text('firstName', t('admin.users.field.firstName'))}
          {text('lastName', t('admin.users.field.lastName'))}
        </SimpleGrid>
        {text('emailAddress', t('admin.users.field.email'), { type: 'email' })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('phoneNumber', t('admin.users.field.phone'), { type: 'tel' })}
          {text('mobileNumber', t('admin.users.field.mobile'), { type: 'tel' })}
        </SimpleGrid>
        <Select
          label={t('admin.users.field.locale')}
          data={LOCALES.map((l) => ({ value: l.code, label: l.nativeName }))}
          value={values.locale}
          onChange={(locale) => locale && set({ locale: locale as Values['locale'] })}
          allowDeselect={false}
          readOnly={readOnly}
        />
        <Select
          label={t('admin.users.field.ou')}
          {...accountSelectProps(ous.data ?? [])}
          value={values.ouId}
          onChange={(ouId) => ouId && set({ ouId, profileId: '', groupId: null })}
          allowDeselect={false}
          searchable
          error={fieldError('ouId')}
          readOnly={readOnly}
        />
        <Select
          label={t('admin.users.field.profile')}
          data={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={values.profileId || null}
          onChange={(profileId) => set({ profileId: profileId ?? '' })}
          required
          error={required('profileId') ?? fieldError('profileId')}
          readOnly={readOnly}
        />
        <Select
          label={t('admin.users.field.group')}
          data={(groups.data ?? [])
            .filter((g) => ancestors.includes(g.ouId) || g.id === values.groupId)
            .map((g) => ({ value: g.id, label: g.name }))}
          value={values.groupId}
          onChange={(groupId) => set({ groupId })}
          clearable
          placeholder={t('admin.users.field.noGroup')}
          error={fieldError('groupId')}
          readOnly={readOnly}
        />
        <Switch
          label={t('admin.users.field.enabled')}
          checked={values.enabled}
          onChange={(e) => set({ enabled: e.currentTarget.checked })}
          disabled={readOnly || user?.id === me?.id}
        />
        <Textarea
          label={t('admin.users.field.addressRanges')}
          description={t('admin.users.field.addressRangesHint')}
          value={values.ranges}
          onChange={(e) => set({ ranges: e.currentTarget.value })}
          error={(submitted ? rangesError : undefined) ?? fieldError('ranges')}
          autosize
          minRows={2}
          dir="ltr"
          readOnly={readOnly}
        />
        {user && (
          <Text size="sm" c="dimmed">
            {t('admin.users.field.created', { date: formatDay(user.creationDate) })}
          </Text>
        )}
        {!readOnly && (
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onDone}>
              {t('admin.users.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('admin.users.save')}
            </Button>
          </Group>
        )}
      </Stack>
      <OwnPermissionsModal
        opened={confirmReduce}
        onCancel={() => setConfirmReduce(false)}
        onConfirm={() => {
          setConfirmReduce(false);
          save.mutate(true);
        }}
      />
      <TemporaryPasswordModal created={created} onClose={onDone} />
    </form>
  );
}
