import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import { accountSelectProps } from '../home/adminAccess';
import { useGroups, useOuOptions, useProfiles } from './usersData';

export type UsersFilterValues = {
  text: string;
  ouId: string | null;
  profileId: string | null;
  groupId: string | null;
  enabled: 'true' | 'false' | null;
};

/** The filters of the users list: text, unit (and below), profile, group, status. */
export function UsersFilters({
  values,
  onChange,
}: {
  values: UsersFilterValues;
  onChange: (values: UsersFilterValues) => void;
}) {
  const t = useT();
  const ous = useOuOptions();
  const profiles = useProfiles(values.ouId ?? ous.data?.[0]?.value ?? null);
  const groups = useGroups();
  const set = (patch: Partial<UsersFilterValues>) => onChange({ ...values, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
      <TextInput
        label={t('admin.users.filter.text')}
        type="search"
        value={values.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
      />
      <Select
        label={t('admin.users.filter.ou')}
        {...accountSelectProps(ous.data ?? [])}
        value={values.ouId}
        onChange={(ouId) => set({ ouId, profileId: null })}
        clearable
        searchable
        placeholder={t('admin.users.filter.any')}
      />
      <Select
        label={t('admin.users.filter.profile')}
        data={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        value={values.profileId}
        onChange={(profileId) => set({ profileId })}
        clearable
        placeholder={t('admin.users.filter.any')}
      />
      <Select
        label={t('admin.users.filter.group')}
        data={(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.ouName})` }))}
        value={values.groupId}
        onChange={(groupId) => set({ groupId })}
        clearable
        placeholder={t('admin.users.filter.any')}
      />
      <Select
        label={t('admin.users.filter.status')}
        data={[
          { value: 'true', label: t('admin.users.status.enabled') },
          { value: 'false', label: t('admin.users.status.disabled') },
        ]}
        value={values.enabled}
        onChange={(enabled) => set({ enabled: enabled as UsersFilterValues['enabled'] })}
        clearable
        placeholder={t('admin.users.filter.any')}
      />
    </SimpleGrid>
  );
}
