import type { Endpoints, ResultOf } from '@postbridge/domain';
import { parseJson } from '../../platform/db/util';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { escapeHtml } from '../../platform/mail/mailer';
import { labelsWithOverrides } from '../i18n';
import { recordUnsubscribe } from '../recipients';
import { recordSendStatus } from '../shipments';
import { unsubscribeTargetOf } from './queries';
import { readReturnToken } from './return-address';

// Unsubscribing from a shipment's e-mail (RFC 8058 one-click List-Unsubscribe, the browser page of the same
// link, or the mailto of the header): the shipment takes 730 (unsubscribe) and the recipient's choice becomes
// LETTER, both in one transaction. A GET of the link only shows a page whose button posts (mail scanners follow
// links, they do not submit forms).

type UnsubscribeResult = ResultOf<Endpoints['mail.unsubscribe']>;

const invalidUnsubscribeLink = () =>
  new AppError('notFound', 'This unsubscribe link is not valid.', 'error.invalidUnsubscribeLink');

/** How the unsubscribe came: the mail provider's one-click POST, the page's button, or a mail to the address. */
type UnsubscribeChannel = 'one-click' | 'page' | 'mailto';

/** The shipment a genuine unsubscribe token names; refuses any other token. */
async function targetOf(deps: Deps, token: string) {
  const named = await readReturnToken(deps, token, ['u']);
  const target = named && (await unsubscribeTargetOf(deps.db, named.shipmentId));
  if (!target) throw invalidUnsubscribeLink();
  return target;
}

/** Unsubscribes the recipient of the shipment the token names. Idempotent: `changed` false the second time. */
export async function unsubscribe(
  deps: Deps,
  token: string,
  via: UnsubscribeChannel,
): Promise<UnsubscribeResult> {
  const target = await targetOf(deps, token);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (tx) => {
    const status = await recordSendStatus(deps, tx, target.id, {
      source: 'unsubscribe',
      eventId: `unsubscribe:${target.id}`,
      statusCode: 730,
      details: { via },
    });
    const register = await recordUnsubscribe(
      tx,
      target.job_ou_id ?? target.shipment_ou_id,
      target.identifier,
      at,
    );
    const statusCode = status === 'applied' ? 730 : (await unsubscribeTargetOf(tx, target.id))!.status_code;
    return {
      shipmentId: target.id,
      statusCode,
      preference: register.outcome === 'noRegister' ? null : 'LETTER',
      changed: status === 'applied' || status === 'kept' || register.outcome === 'changed',
    };
  });
}

/** The language of the page: the shipment's `language` (or `locale`) value, else the browser's first. */
function languageOf(
  recipient: string | null | undefined,
  acceptLanguage: string | undefined,
): string | undefined {
  const values = parseJson<Record<string, unknown>>(recipient ?? null, {});
  const named = [values.language, values.locale].find(
    (v): v is string => typeof v === 'string' && !!v.trim(),
  );
  return named?.trim() ?? acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
}

const RTL = new Set(['he', 'ar', 'fa']);

/** A small HTML page of the unsubscribe link: a question and its button, what was done, or an invalid link. */
export async function unsubscribePage(
  deps: Deps,
  token: string,
  acceptLanguage: string | undefined,
  state: 'ask' | 'done',
): Promise<{ status: number; html: string }> {
  const named = await readReturnToken(deps, token, ['u']);
  const target = named && (await unsubscribeTargetOf(deps.db, named.shipmentId));
  const labels = await labelsWithOverrides(deps, languageOf(target?.recipient, acceptLanguage));
  const lang = (languageOf(target?.recipient, acceptLanguage) ?? 'en').slice(0, 2).toLowerCase();
  const title = escapeHtml(labels['mail.unsubscribe.title']);
  let body: string;
  if (!target) body = `<p>${escapeHtml(labels['mail.unsubscribe.invalid'])}</p>`;
  else if (state === 'done') body = `<p>${escapeHtml(labels['mail.unsubscribe.done'])}</p>`;
  else {
    const action = `${deps.config.publicUrl}/api/mail/unsubscribe/${encodeURIComponent(token)}/confirm`;
    body = [
      `<p>${escapeHtml(labels['mail.unsubscribe.question'])}</p>`,
      `<form method="post" action="${escapeHtml(action)}">`,
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
      `<button type="submit">${escapeHtml(labels['mail.unsubscribe.button'])}</button>`,
      '</form>',
    ].join('\n');
  }
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}" dir="${RTL.has(lang) ? 'rtl' : 'ltr'}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5}',
    'button{font:inherit;padding:.5rem 1.25rem;cursor:pointer}</style></head>',
    `<body><main><h1>${title}</h1>`,
    body,
    '</main></body></html>',
  ].join('\n');
  return { status: target ? 200 : 404, html };
}
