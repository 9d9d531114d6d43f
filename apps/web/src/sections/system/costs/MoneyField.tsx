import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { decimalToMinor, minorToDecimal } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';

/**
 * An amount typed as a decimal (`1.39` or `1,39`) and kept in minor units; a text that is not an amount reports -1,
 * which the price list schema refuses (the save stays disabled) and the field says why.
 */
export function MoneyField({
  label,
  value,
  currency,
  onChange,
  readOnly,
}: {
  label: string;
  value: number;
  currency: string;
  onChange: (minor: number) => void;
  readOnly: boolean;
}) {
  const t = useT();
  const [text, setText] = useState(() => minorToDecimal(value, currency));
  const invalid = decimalToMinor(text, currency) === null;
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(decimalToMinor(next, currency) ?? -1);
      }}
      error={invalid ? t('system.costs.invalidAmount') : undefined}
      rightSection={<span aria-hidden="true">{currency}</span>}
      rightSectionWidth={48}
      readOnly={readOnly}
      inputMode="decimal"
      dir="ltr"
    />
  );
}
