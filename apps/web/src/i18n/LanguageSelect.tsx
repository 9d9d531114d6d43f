import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, resolveLocale } from '@postbridge/domain';
import { useT } from './useT';
import { useSwitchLocale } from './useSwitchLocale';

/** Each language under its own name, so that whoever cannot read the current one still finds theirs. */
export const LANGUAGE_OPTIONS = LOCALES.map((l) => ({ value: l.code, label: l.nativeName }));

/**
 * The language switcher of the screens before sign-in: applies the language at once and remembers it in this
 * browser. Once signed in, the account's own language (My profile) wins.
 */
export function LanguageSelect() {
  const t = useT();
  const { i18n } = useTranslation();
  const switchLocale = useSwitchLocale();
  const [busy, setBusy] = useState(false);
  return (
    <NativeSelect
      label={t('settings.language.choose')}
      size="xs"
      w="fit-content"
      data={LANGUAGE_OPTIONS}
      value={resolveLocale(i18n.language)}
      disabled={busy}
      onChange={(event) => {
        setBusy(true);
        void switchLocale(event.currentTarget.value).finally(() => setBusy(false));
      }}
    />
  );
}
