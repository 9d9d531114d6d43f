import { describe, expect, it } from 'vitest';
import { englishLabels } from './index';
import {
  checkLabelText,
  checkOverrides,
  checkTranslations,
  LABEL_TEXT_MAX_LENGTH,
  overrideFits,
  placeholdersOf,
} from './overrides';

const issues = (found: { key: string; path: string; params?: object }[]) =>
  found.map((i) => [i.key, i.path, i.params ?? {}]);

describe('placeholders of a label', () => {
  it('lists each {name} once, in order', () => {
    expect(placeholdersOf('{count} of {total}, {count} left')).toEqual(['count', 'total']);
    expect(placeholdersOf('No placeholder { here }')).toEqual([]);
  });
});

describe('checking one translation', () => {
  const english = '{count} problem(s) must be corrected before this can be saved.';

  it('accepts a text with the same placeholders, in any order or repeated', () => {
    expect(checkLabelText('{count} problème(s) à corriger ({count}).', english, 'translations.fr')).toEqual(
      [],
    );
  });

  it('refuses a text that drops a placeholder of the English text', () => {
    expect(issues(checkLabelText('Problèmes à corriger.', english, 'translations.fr'))).toEqual([
      ['label.placeholderMissing', 'translations.fr', { placeholder: '{count}' }],
    ]);
  });

  it('refuses a placeholder the English text does not have, naming each problem', () => {
    expect(issues(checkLabelText('{nombre} problèmes', english, 'translations.fr'))).toEqual([
      ['label.placeholderMissing', 'translations.fr', { placeholder: '{count}' }],
      ['label.placeholderUnknown', 'translations.fr', { placeholder: '{nombre}' }],
    ]);
  });

  it('refuses a blank text and a text longer than the limit', () => {
    expect(issues(checkLabelText('  ', 'Save', 'translations.de'))).toEqual([
      ['label.blank', 'translations.de', {}],
    ]);
    const long = 'x'.repeat(LABEL_TEXT_MAX_LENGTH + 1);
    expect(issues(checkLabelText(long, 'Save', 'translations.de'))).toEqual([
      ['label.tooLong', 'translations.de', { max: LABEL_TEXT_MAX_LENGTH, length: LABEL_TEXT_MAX_LENGTH + 1 }],
    ]);
    expect(checkLabelText('x'.repeat(LABEL_TEXT_MAX_LENGTH), 'Save', 'translations.de')).toEqual([]);
  });
});

describe('checking the translations of a key', () => {
  it('checks every locale against the bundled English text; null (back to bundled) is never refused', () => {
    expect(englishLabels['error.validationFailed']).toContain('{count}');
    expect(
      issues(
        checkTranslations('error.validationFailed', {
          fr: 'Corrigez {count} problème(s).',
          de: 'Bitte korrigieren.',
          es: null,
          xx: 'Quoi',
        }),
      ),
    ).toEqual([
      ['label.placeholderMissing', 'translations.de', { placeholder: '{count}' }],
      ['label.unknownLocale', 'translations.xx', { locale: 'xx' }],
    ]);
  });

  it('refuses a key the catalogue does not have, at the key', () => {
    expect(issues(checkTranslations('no.such.key', { fr: 'Bonjour' }))).toEqual([
      ['label.unknownKey', 'key', { key: 'no.such.key' }],
    ]);
    expect(issues(checkTranslations('toString', { fr: 'x' }))).toEqual([
      ['label.unknownKey', 'key', { key: 'toString' }],
    ]);
  });
});

describe('checking an imported file', () => {
  it('names the locale and key of each refused entry and accepts the others', () => {
    expect(
      issues(
        checkOverrides({
          fr: { 'error.validationFailed': '{count} problème(s).', 'error.notFound': ' ' },
          de: { 'gone.key': 'Weg' },
          xx: { 'error.notFound': 'Nope' },
        }),
      ),
    ).toEqual([
      ['label.blank', 'overrides.fr["error.notFound"]', { locale: 'fr', key: 'error.notFound' }],
      ['label.unknownKey', 'overrides.de["gone.key"]', { locale: 'de', key: 'gone.key' }],
      ['label.unknownLocale', 'overrides.xx', { locale: 'xx' }],
    ]);
  });
});

describe('an override after an upgrade', () => {
  it('fits only while its key exists and its placeholders still match', () => {
    expect(overrideFits('error.validationFailed', '{count} à corriger')).toBe(true);
    expect(overrideFits('error.validationFailed', 'À corriger')).toBe(false);
    expect(overrideFits('removed.key', 'Texte')).toBe(false);
  });
});
