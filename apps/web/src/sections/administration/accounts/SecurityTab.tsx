import { NumberInput, Stack, Switch, Textarea } from '@mantine/core';
import { useT } from '../../../i18n/useT';
import type { TabProps } from './accountDraft';

const whole = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);

/**
 * Security: the password policy of the account's users (minimum zxcvbn entropy, validity in days), the address
 * ranges they may sign in from (CIDR, one a line: each bad one is named), and whether the account has expired.
 */
export function SecurityTab({ draft, change, errors, readOnly }: TabProps) {
  const t = useT();
  const rangeErrors = Object.entries(errors)
    .filter(([path]) => path.startsWith('allowedAddressRanges'))
    .map(([, text]) => text);
  return (
    <Stack gap="sm" maw={520}>
      <NumberInput
        label={t('admin.accounts.field.minPasswordEntropy')}
        min={0}
        max={128}
        allowDecimal={false}
        allowNegative={false}
        readOnly={readOnly}
        value={draft.minPasswordEntropy}
        onChange={(value) => change({ minPasswordEntropy: whole(value) })}
        error={errors.minPasswordEntropy}
      />
      <Switch
        label={t('admin.accounts.field.passwordNeverExpires')}
        checked={draft.maxPasswordValidityDays === null}
        disabled={readOnly}
        onChange={(e) => change({ maxPasswordValidityDays: e.currentTarget.checked ? null : 365 })}
      />
      {draft.maxPasswordValidityDays !== null && (
        <NumberInput
          label={t('admin.accounts.field.maxPasswordValidityDays')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          readOnly={readOnly}
          value={draft.maxPasswordValidityDays}
          onChange={(value) => change({ maxPasswordValidityDays: whole(value) })}
          error={errors.maxPasswordValidityDays}
        />
      )}
      <Textarea
        label={t('admin.accounts.field.allowedAddressRanges')}
        description={t('admin.accounts.field.allowedAddressRangesHint')}
        dir="ltr"
        autosize
        minRows={3}
        readOnly={readOnly}
        value={draft.allowedAddressRanges.join('\n')}
        onChange={(e) =>
          change({
            allowedAddressRanges: e.currentTarget.value === '' ? [] : e.currentTarget.value.split('\n'),
          })
        }
        error={rangeErrors.length ? rangeErrors.join(' ') : undefined}
      />
      <Switch
        label={t('admin.accounts.field.accountExpired')}
        checked={draft.accountExpired}
        disabled={readOnly}
        onChange={(e) => change({ accountExpired: e.currentTarget.checked })}
        error={errors.accountExpired}
      />
    </Stack>
  );
}
