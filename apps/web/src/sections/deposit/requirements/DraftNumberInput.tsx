import { useState } from 'react';
import { NumberInput } from '@mantine/core';

interface DraftNumberInputProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Digits after the decimal point; 0 for whole numbers. */
  decimalScale: number;
  /** The message shown while the typed text is not a number from min to max. */
  rangeError: string;
  onCommit: (value: number) => void;
  /** Width of the field; by default it fills its container. */
  w?: number;
  /** Shown, not changed (a reader without the right to edit, as in the service editor). */
  readOnly?: boolean;
}

/**
 * A number field that applies what is typed as soon as it is a number from `min` to `max`, and otherwise keeps the
 * typed text with a message instead of overwriting it. Once the field is left, it shows the applied value again.
 */
export function DraftNumberInput({
  label,
  value,
  min,
  max,
  decimalScale,
  rangeError,
  onCommit,
  w,
  readOnly = false,
}: DraftNumberInputProps) {
  const [draft, setDraft] = useState<string | number | null>(null);
  const shown = draft ?? value;
  const valid = typeof shown === 'number' && shown >= min && shown <= max;
  return (
    <NumberInput
      {...(w === undefined ? {} : { w })}
      label={label}
      value={shown}
      min={min}
      max={max}
      step={decimalScale === 0 ? 1 : 0.5}
      decimalScale={decimalScale}
      clampBehavior="none"
      allowNegative={false}
      readOnly={readOnly}
      error={valid ? undefined : rangeError}
      onChange={(next) => {
        setDraft(next);
        if (typeof next === 'number' && next >= min && next <= max) onCommit(next);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
