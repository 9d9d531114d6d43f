import type { BRANDING_NEWS_LOCALES } from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { errors } from '../../platform/errors';
import { appendHistory } from '../../platform/history/queries';
import type { SessionContext } from '../../platform/policy';
import { brandingById, newsByBrandingName, newsOfBranding, putNews, removeNews } from './queries';

/** GET /i18n/news_{brandingName}?locale=: the news in the locale, else in English, else empty. */
export async function newsFor(deps: Deps, brandingName: string, locale: string | undefined) {
  const wanted = (locale ?? 'en').toLowerCase().split(/[-_]/)[0]!;
  const rows = await newsByBrandingName(deps.db, brandingName, [wanted, 'en']);
  const text = rows.find((r) => r.locale === wanted)?.text ?? rows.find((r) => r.locale === 'en')?.text;
  return { text: text ?? '' };
}

/** GET /brandings/{id}/news: every news text of a white label, by locale. */
export async function allNews(deps: Deps, brandingId: string): Promise<Record<string, string>> {
  if (!(await brandingById(deps.db, brandingId))) throw errors.notFound('The white label');
  const rows = await newsOfBranding(deps.db, brandingId);
  return Object.fromEntries(rows.map((r) => [r.locale, r.text]));
}

/** POST /brandings/{id}/news/{locale}: sets (or, empty, removes) the news in one locale, with history. */
export async function saveNews(
  deps: Deps,
  session: SessionContext,
  brandingId: string,
  locale: (typeof BRANDING_NEWS_LOCALES)[number],
  text: string,
) {
  if (!(await brandingById(deps.db, brandingId))) throw errors.notFound('The white label');
  const kept = text.replace(/\r\n?/g, '\n').trim();
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    if (kept) {
      await putNews(tx, {
        branding_id: brandingId,
        locale,
        text: kept,
        updated_at: now,
        updated_by: session.login,
      });
    } else {
      await removeNews(tx, brandingId, locale);
    }
    await appendHistory(tx, {
      entityType: 'branding',
      entityId: brandingId,
      ouId: session.ouId,
      action: kept ? 'news' : 'newsRemoved',
      login: session.login,
      at: now,
      details: { locale },
    });
  });
  return { text: kept };
}
