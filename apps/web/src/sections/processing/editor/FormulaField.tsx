import { useState } from 'react';
import { Textarea } from '@mantine/core';
import type { FormulaError, FormulaResult } from '@postbridge/domain';
import { useT } from '../../../i18n/useT';
import { MONOSPACE_INPUT } from './formulaStyle';

type Props<T> = {
  value: T;
  onChange: (value: T) => void;
  print: (value: T) => string;
  parse: (text: string) => FormulaResult<T>;
  readOnly: boolean;
};

const EXPECTED_WORDS = ['value', 'condition', 'operator', 'number', 'text', 'word', 'end'] as const;
type ExpectedWord = (typeof EXPECTED_WORDS)[number];
const isExpectedWord = (word: string): word is ExpectedWord =>
  (EXPECTED_WORDS as readonly string[]).includes(word);

/**
 * The text form of an expression or condition (docs/product.md §3 "Expressions and conditions"): read on every
 * keystroke; a formula that reads replaces the tree, one that does not says where it stops.
 */
export function FormulaField<T>({ value, onChange, print, parse, readOnly }: Props<T>) {
  const t = useT();
  const printed = print(value);
  const [text, setText] = useState(printed);
  const [error, setError] = useState<FormulaError | null>(null);
  // The formula last shown or sent: a tree changed elsewhere (the structured editor) rewrites the text, a tree
  // this field sent does not (the user's spacing stays while typing).
  const [shown, setShown] = useState(printed);
  if (printed !== shown) {
    setShown(printed);
    setText(printed);
    setError(null);
  }
  const edit = (next: string) => {
    setText(next);
    const result = parse(next);
    if (result.ok) {
      setError(null);
      setShown(print(result.value));
      onChange(result.value);
    } else setError(result.error);
  };
  const expected = error
    ? isExpectedWord(error.expected)
      ? t(`processing.expr.expected.${error.expected}`)
      : `“${error.expected}”`
    : '';
  return (
    <Textarea
      label={t('processing.expr.formula')}
      dir="ltr"
      styles={MONOSPACE_INPUT}
      autosize
      minRows={1}
      value={text}
      readOnly={readOnly}
      onChange={(e) => edit(e.currentTarget.value)}
      error={error ? t('processing.expr.formulaError', { position: error.offset + 1, expected }) : undefined}
    />
  );
}
