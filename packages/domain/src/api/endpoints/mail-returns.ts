import { z } from 'zod';
import { endpoint } from '../contract';

/** The unsubscribe token of a shipment's e-mail (its List-Unsubscribe header): `u`, 32 + 20 hex digits. */
const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What an unsubscribe did. */
const unsubscribeResultSchema = z.object({
  shipmentId: z.string(),
  /** The shipment's status now: 730 (unsubscribed), or the final status it had already reached. */
  statusCode: z.number().int(),
  /**
   * The recipient's choice in the register of the sender account that applies: LETTER; null when no sender
   * account applies to the deposit's organisation unit, or the deposit names no recipient identifier.
   */
  preference: z.enum(['LETTER']).nullable(),
  /** False when this shipment was already unsubscribed: nothing changed. */
  changed: z.boolean(),
});

// One-click unsubscribe (RFC 8058) and what comes back from e-mail (issue 18). One entry per operation, as in the other files of this folder.
export const mailReturnEndpoints = {
  'mail.unsubscribe': endpoint({
    method: 'POST',
    path: '/mail/unsubscribe/:token',
    summary:
      "One-click unsubscribe (RFC 8058) from a shipment's e-mail: the shipment takes 730 and the recipient's choice becomes LETTER.",
    description:
      "The URL of the e-mail's `List-Unsubscribe` header, posted by the recipient's mail provider with the form body `List-Unsubscribe=One-Click` (`application/x-www-form-urlencoded` or `multipart/form-data`; an empty body is taken too). No session: the signed token is the credential. The shipment gets 730 (unsubscribe) through the status function of every shipment status (history, event log, fallback); the recipient's choice in the register of the sender account that applies to the deposit becomes LETTER (source UNSUBSCRIBE, history action `unsubscribed`). Idempotent: a second call changes nothing (`changed: false`). A token that is not genuine: -3 (HTTP 404) `error.invalidUnsubscribeLink`, nothing changes. Limited per client address.",
    access: 'public',
    params: unsubscribeParamsSchema,
    response: unsubscribeResultSchema,
  }),
  'mail.unsubscribePage': endpoint({
    method: 'GET',
    path: '/mail/unsubscribe/:token',
    summary:
      'The page of the List-Unsubscribe link opened in a browser: it asks, and unsubscribes only when its button is pressed.',
    description:
      "An HTML page, in the recipient's language when the shipment names one (its `language` or `locale` value), else the browser's, else English. Opening it changes nothing (mail scanners follow links); its button posts to `mail.unsubscribeConfirm`. A token that is not genuine: the same page saying so, HTTP 404.",
    access: 'public',
    kind: 'file',
    contentType: 'text/html',
    params: unsubscribeParamsSchema,
  }),
  'mail.unsubscribeConfirm': endpoint({
    method: 'POST',
    path: '/mail/unsubscribe/:token/confirm',
    summary:
      "The unsubscribe page's button: unsubscribes as `mail.unsubscribe` does, and answers an HTML page that says so.",
    description:
      'Posted by the page of `mail.unsubscribePage` (a form, any body). Same effect as `mail.unsubscribe`; answers an HTML page for the browser (HTTP 404 and the page saying so for a token that is not genuine).',
    access: 'public',
    kind: 'file',
    contentType: 'text/html',
    params: unsubscribeParamsSchema,
  }),
} as const;
