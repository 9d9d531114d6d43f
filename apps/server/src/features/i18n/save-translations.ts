import {
  checkTranslations,
  labelsFor,
  type LabelCatalogueEntry,
  type LabelKey,
  type SaveTranslationsBody,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { catalogueEntry } from './read-catalogue';
import { deleteOverride, overridesOfKey, upsertOverride } from './queries';

/**
 * POST /i18n/translations/:key (docs/product.md §7 "save translations for a key"): for each locale of the body, a
 * text overrides the bundled one and null goes back to it; a locale left out keeps what it has. A text equal to the
 * bundled one is a return to it (nothing is stored). Every refusal at its field (`translations.<locale>`, or `key`),
 * nothing saved then; the change goes to history with who made it. Answers the key as the catalogue shows it.
 */
export async function saveTranslations(
  deps: Deps,
  session: SessionContext,
  key: string,
  body: SaveTranslationsBody,
): Promise<LabelCatalogueEntry> {
  const issues = checkTranslations(key, body.translations);
  if (issues.length > 0) throw errors.invalid('body', issues);
  const labelKey = key as LabelKey;

  const now = deps.clock.now().toISOString();
  const before = new Map((await overridesOfKey(deps.db, key)).map((row) => [row.locale, row.text]));
  const set: Record<string, string> = {};
  const reset: string[] = [];
  await deps.db.transaction().execute(async (tx) => {
    for (const [locale, text] of Object.entries(body.translations)) {
      if (text == null || text === labelsFor(locale)[labelKey]) {
        if (await deleteOverride(tx, locale, key)) reset.push(locale);
      } else if (before.get(locale) !== text) {
        await upsertOverride(tx, {
          locale,
          label_key: key,
          text,
          updated_at: now,
          updated_by: session.login,
        });
        set[locale] = text;
      }
    }
    if (reset.length > 0 || Object.keys(set).length > 0) {
      // Platform-wide: the history carries the OU of the user who made the change (as options do).
      await appendHistory(tx, {
        entityType: 'label',
        entityId: key,
        ouId: session.ouId,
        action: 'translate',
        login: session.login,
        at: now,
        details: { set, reset },
      });
    }
  });
  return catalogueEntry(labelKey, await overridesOfKey(deps.db, key));
}
