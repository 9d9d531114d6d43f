import { createHash } from 'node:crypto';
import { labelsFor, overrideFits, resolveLocale, type Labels, type LocaleCode } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { overridesOfLocale } from './queries';

/** A hash of each bundled catalogue, which changes only with a release: computed once per process and locale. */
const bundleHashes = new Map<LocaleCode, string>();

function bundleHash(locale: LocaleCode): string {
  let hash = bundleHashes.get(locale);
  if (!hash) {
    hash = createHash('sha256')
      .update(JSON.stringify(labelsFor(locale)))
      .digest('hex');
    bundleHashes.set(locale, hash);
  }
  return hash;
}

/**
 * GET /i18n/labels_frontend1: the bundled labels of the locale (English for an unknown one) with the overrides
 * saved in System over them, read from the database at each call so that an edit applies at once on every process
 * (a few rows of the primary key's index). An override that no longer fits its label after an upgrade (its key
 * gone, its English placeholders changed) is left out: the bundled text shows until someone fixes it. The ETag is
 * a hash of the bundled catalogue and of the overrides served.
 */
export async function readLabels(
  deps: Pick<Deps, 'db'>,
  requested: string | undefined,
): Promise<{ labels: Record<string, string>; etag: string }> {
  const locale = resolveLocale(requested);
  const overrides = (await overridesOfLocale(deps.db, locale)).filter((row) =>
    overrideFits(row.label_key, row.text),
  );
  const hash = createHash('sha256').update(bundleHash(locale));
  for (const row of overrides) hash.update(`\0${row.label_key}\0${row.text}`);
  const labels: Record<string, string> = { ...labelsFor(locale) };
  for (const row of overrides) labels[row.label_key] = row.text;
  return { labels, etag: `"${locale}-${hash.digest('base64url').slice(0, 32)}"` };
}

/** Whether an If-None-Match header names `etag` (a list, weak or not, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The labels of a locale as the server writes them itself (e-mails, the proof watermark): the bundled catalogue
 * with the overrides saved in System, as the web client shows them, so that "adjust any label" reaches the
 * messages too.
 */
export async function labelsWithOverrides(
  deps: Pick<Deps, 'db'>,
  locale: string | null | undefined,
): Promise<Labels> {
  return (await readLabels(deps, locale ?? undefined)).labels as Labels;
}
