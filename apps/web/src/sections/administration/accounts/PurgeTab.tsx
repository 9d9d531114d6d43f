import { NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import type { TabProps } from './accountDraft';

/** A whole number of days from an input (an emptied input counts 0). */
const days = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * Data purge: the retention delays the hourly task applies (freeze ≤ files ≤ data, 0 = never; a data delay of 0
 * is the "unlimited" retention) and the edition duration.
 */
export function PurgeTab({ draft, change, errors, readOnly }: TabProps) {
  const t = useT();
  const delay = (name: 'freezeDelayDays' | 'fileDelayDays' | 'dataDelayDays') => (
    <NumberInput
      label={t(`admin.accounts.field.${name}`)}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      readOnly={readOnly}
      value={draft[name]}
      onChange={(value) => change({ [name]: days(value) })}
      error={errors[name]}
    />
  );
  const unlimited = draft.dataDelayDays === 0;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.accounts.purge.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('admin.accounts.purge.order')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {delay('freezeDelayDays')}
        {delay('fileDelayDays')}
        {unlimited ? <div /> : delay('dataDelayDays')}
      </SimpleGrid>
      <Switch
        label={t('admin.accounts.field.dataUnlimited')}
        checked={unlimited}
        disabled={readOnly}
        onChange={(e) =>
          change({
            dataDelayDays: e.currentTarget.checked
              ? 0
              : Math.max(draft.fileDelayDays, draft.freezeDelayDays, 1),
          })
        }
        error={unlimited ? errors.dataDelayDays : undefined}
      />
      <Switch
        label={t('admin.accounts.field.editionUnlimited')}
        checked={draft.editionDurationDays === null}
        disabled={readOnly}
        onChange={(e) => change({ editionDurationDays: e.currentTarget.checked ? null : 30 })}
      />
      {draft.editionDurationDays !== null && (
        <NumberInput
          label={t('admin.accounts.field.editionDurationDays')}
          w={{ base: '100%', sm: 260 }}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          readOnly={readOnly}
          value={draft.editionDurationDays}
          onChange={(value) => change({ editionDurationDays: days(value) })}
          error={errors.editionDurationDays}
        />
      )}
    </Stack>
  );
}
