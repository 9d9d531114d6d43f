import {
  englishLabels,
  labelsFor,
  LOCALES,
  type LabelCatalogue,
  type LabelCatalogueEntry,
  type LabelKey,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { allOverrides, type OverrideRow } from './queries';

/** One key as the System screen shows it: the bundled text in each locale, and the overrides over them. */
export function catalogueEntry(key: LabelKey, rows: readonly OverrideRow[]): LabelCatalogueEntry {
  return {
    key,
    // A key a catalogue lacks shows English, as the web does with it (docs/web.md "Labels and languages").
    bundled: Object.fromEntries(
      LOCALES.map(({ code }) => [code, (labelsFor(code)[key] as string | undefined) ?? englishLabels[key]]),
    ),
    overrides: Object.fromEntries(
      rows.map((row) => [
        row.locale,
        { text: row.text, updatedAt: row.updated_at, updatedBy: row.updated_by },
      ]),
    ),
  };
}

/**
 * GET /i18n/catalogue: every key of the bundled catalogue (in key order) with its eight texts and overrides.
 * Overrides of a key no release has any more are not shown (the labels call ignores them too).
 */
export async function readCatalogue(deps: Pick<Deps, 'db'>): Promise<LabelCatalogue> {
  const byKey = new Map<string, OverrideRow[]>();
  for (const row of await allOverrides(deps.db)) {
    byKey.set(row.label_key, [...(byKey.get(row.label_key) ?? []), row]);
  }
  const keys = (Object.keys(englishLabels) as LabelKey[]).sort();
  return {
    locales: LOCALES.map((l) => l.code),
    entries: keys.map((key) => catalogueEntry(key, byKey.get(key) ?? [])),
  };
}
