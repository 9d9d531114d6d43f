import type {
  LabelCatalogue,
  LabelCatalogueEntry,
  LabelOverridesFile,
  SaveTranslationsBody,
} from '@postbridge/domain';
import { api } from '../../../api/api';

/** The catalogue as System > Languages reads it; session-scoped, so that signing out drops it. */
export const LABELS_CATALOGUE_KEY = ['session', 'system', 'labelsCatalogue'] as const;

export const fetchCatalogue = () => api.get('/i18n/catalogue');

export const saveTranslations = (key: string, body: SaveTranslationsBody) =>
  api.post('/i18n/translations/:key', { params: { key }, body });

export const importOverrides = (file: LabelOverridesFile) =>
  api.post('/i18n/overrides/import', { body: file });

/** The text a locale shows for a key: the override over the original one. */
export function shownText(entry: LabelCatalogueEntry, locale: string): string {
  return entry.overrides[locale]?.text ?? entry.bundled[locale] ?? '';
}

/** The filters of the screen: a search text, changed keys only, and the "same text as English" report. */
type CatalogueFilter = { search: string; editedOnly: boolean; sameAsEnglishIn: string | null };

/** Whether the text shown in `locale` is the English one (probably not translated yet). */
function sameAsEnglish(entry: LabelCatalogueEntry, locale: string): boolean {
  return shownText(entry, locale) === shownText(entry, 'en');
}

/** Per locale other than English, how many keys show the English text. */
export function sameAsEnglishCounts(catalogue: LabelCatalogue): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const locale of catalogue.locales.filter((l) => l !== 'en')) {
    counts[locale] = catalogue.entries.filter((entry) => sameAsEnglish(entry, locale)).length;
  }
  return counts;
}

/** Lower case without accents, so that "éte" finds "Été". */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What a search looks through for each key: its name and its texts (shown and original), ready to compare. */
export function searchIndex(catalogue: LabelCatalogue): Map<string, string> {
  return new Map(
    catalogue.entries.map((entry) => [
      entry.key,
      searchable(
        [
          entry.key,
          ...Object.values(entry.bundled),
          ...Object.values(entry.overrides).map((o) => o.text),
        ].join('\n'),
      ),
    ]),
  );
}

/** The keys the filters keep, in catalogue order. */
export function filterEntries(
  catalogue: LabelCatalogue,
  index: ReadonlyMap<string, string>,
  filter: CatalogueFilter,
): LabelCatalogueEntry[] {
  const words = searchable(filter.search).split(/\s+/).filter(Boolean);
  return catalogue.entries.filter((entry) => {
    if (filter.editedOnly && Object.keys(entry.overrides).length === 0) return false;
    if (filter.sameAsEnglishIn && !sameAsEnglish(entry, filter.sameAsEnglishIn)) return false;
    const haystack = index.get(entry.key) ?? '';
    return words.every((word) => haystack.includes(word));
  });
}
