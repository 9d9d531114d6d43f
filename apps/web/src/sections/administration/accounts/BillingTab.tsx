import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BILLING_TYPES, type BillingType } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { orNull, type TabProps } from './accountDraft';

const NONE = 'none';

/** Billing: how the account is billed and the codes of the production, accounting and partner systems. */
export function BillingTab({ draft, change, errors, readOnly }: TabProps) {
  const t = useT();
  const code = (name: 'productionCode' | 'accountingCode' | 'partnerCode') => (
    <TextInput
      label={t(`admin.accounts.field.${name}`)}
      readOnly={readOnly}
      maxLength={100}
      value={draft[name] ?? ''}
      onChange={(e) => change({ [name]: orNull(e.currentTarget.value) })}
      error={errors[name]}
    />
  );
  return (
    <Stack gap="sm">
      <Select
        label={t('admin.accounts.field.billingType')}
        w={{ base: '100%', sm: 320 }}
        readOnly={readOnly}
        allowDeselect={false}
        value={draft.billingType ?? NONE}
        onChange={(value) =>
          change({ billingType: !value || value === NONE ? null : (value as BillingType) })
        }
        data={[
          { value: NONE, label: t('admin.accounts.billing.none') },
          ...BILLING_TYPES.map((type) => ({ value: type, label: t(`admin.accounts.billing.${type}`) })),
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {code('productionCode')}
        {code('accountingCode')}
        {code('partnerCode')}
      </SimpleGrid>
    </Stack>
  );
}
