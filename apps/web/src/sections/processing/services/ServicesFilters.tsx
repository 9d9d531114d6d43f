import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ServiceType } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { SERVICE_TYPES_IN_ORDER, type OuOption, type ServicesFilterValues } from './servicesData';

/** The filters of the services list: the unit whose offer is shown, then text, type and status. */
export function ServicesFilters({
  ouId,
  ous,
  onOuChange,
  values,
  onChange,
}: {
  ouId: string | null;
  ous: readonly OuOption[];
  onOuChange: (ouId: string) => void;
  values: ServicesFilterValues;
  onChange: (values: ServicesFilterValues) => void;
}) {
  const t = useT();
  const set = (patch: Partial<ServicesFilterValues>) => onChange({ ...values, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <Select
        label={t('processing.services.filter.ou')}
        data={ous.map(({ value, label }) => ({ value, label }))}
        value={ouId}
        onChange={(value) => value && onOuChange(value)}
        allowDeselect={false}
        searchable
      />
      <TextInput
        label={t('processing.services.filter.text')}
        type="search"
        value={values.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
      />
      <Select
        label={t('processing.services.filter.type')}
        data={SERVICE_TYPES_IN_ORDER.map((type) => ({
          value: type,
          label: t(`processing.services.type.${type}`),
        }))}
        value={values.type}
        onChange={(type) => set({ type: type as ServiceType | null })}
        clearable
        placeholder={t('processing.services.filter.any')}
      />
      <Select
        label={t('processing.services.filter.status')}
        data={[
          { value: 'true', label: t('processing.services.status.enabled') },
          { value: 'false', label: t('processing.services.status.disabled') },
        ]}
        value={values.enabled}
        onChange={(enabled) => set({ enabled: enabled as ServicesFilterValues['enabled'] })}
        clearable
        placeholder={t('processing.services.filter.any')}
      />
    </SimpleGrid>
  );
}
