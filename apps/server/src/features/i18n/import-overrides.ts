import {
  checkOverrides,
  labelsFor,
  type LabelImportResult,
  type LabelKey,
  type LabelOverridesFile,
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { allOverrides, deleteOverride, upsertOverride } from './queries';

/**
 * POST /i18n/overrides/import: the overrides of an exported file, every entry checked like an edit; all of them are
 * saved, or none with each refusal named (path `overrides.<locale>["<key>"]`, params locale and key). Overrides the
 * file does not name stay; a text equal to the bundled one removes the override. One history entry with the counts.
 */
export async function importOverrides(
  deps: Deps,
  session: SessionContext,
  file: LabelOverridesFile,
): Promise<LabelImportResult> {
  const issues = checkOverrides(file.overrides);
  if (issues.length > 0) throw errors.invalid('body', issues);

  const now = deps.clock.now().toISOString();
  const result: LabelImportResult = { created: 0, updated: 0, unchanged: 0, removed: 0 };
  await deps.db.transaction().execute(async (tx) => {
    const stored = new Map(
      (await allOverrides(tx)).map((row) => [`${row.locale}\0${row.label_key}`, row.text]),
    );
    for (const [locale, texts] of Object.entries(file.overrides)) {
      const bundled = labelsFor(locale);
      for (const [key, text] of Object.entries(texts)) {
        const before = stored.get(`${locale}\0${key}`);
        if (text === bundled[key as LabelKey]) {
          if (before !== undefined && (await deleteOverride(tx, locale, key))) result.removed += 1;
          else result.unchanged += 1;
        } else if (before === text) {
          result.unchanged += 1;
        } else {
          await upsertOverride(tx, {
            locale,
            label_key: key,
            text,
            updated_at: now,
            updated_by: session.login,
          });
          if (before === undefined) result.created += 1;
          else result.updated += 1;
        }
      }
    }
    await appendHistory(tx, {
      entityType: 'labelOverrides',
      entityId: 'import',
      ouId: session.ouId,
      action: 'import',
      login: session.login,
      at: now,
      details: { ...result },
    });
  });
  return result;
}
