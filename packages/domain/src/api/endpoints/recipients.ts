import { endpoint } from '../contract';
import {
  confirmRecipientParamsSchema,
  confirmRecipientQuerySchema,
  consentChoiceBodySchema,
  consentConfirmParamsSchema,
  consentLinkResultSchema,
  consentTokenParamsSchema,
  consentViewSchema,
  recipientListQuerySchema,
  recipientListResultSchema,
  recipientOuParamsSchema,
  recipientQuerySchema,
  recipientRevisionsQuerySchema,
  recipientRevisionsResultSchema,
  recipientSchema,
  saveRecipientsBodySchema,
  saveRecipientsResultSchema,
  saveSenderAccountBodySchema,
  senderAccountSchema,
  senderAccountsResultSchema,
} from '../recipients';

/**
 * Recipients and their consent (docs/api.md "Recipients and consent"): sender accounts, the recipients' choices, and
 * the public consent page's calls. Reading takes adminOu, or viewOrdersOthers on the organisation unit; changing
 * takes adminOu.
 */
export const recipientEndpoints = {
  'recipients.senderAccounts': endpoint({
    method: 'GET',
    path: '/ou/senderAccounts',
    summary:
      'The organisation units whose recipients the caller may read, each with whether it is a sender account.',
    access: { anyOf: ['adminOu', 'viewOrdersOthers'] },
    response: senderAccountsResultSchema,
  }),
  'recipients.saveSenderAccount': endpoint({
    method: 'POST',
    path: '/ou/senderAccounts',
    summary: "Turns an organisation unit's register of recipients (sender account) on or off.",
    access: { anyOf: ['adminOu'] },
    body: saveSenderAccountBodySchema,
    response: senderAccountSchema,
  }),
  'recipients.listVisible': endpoint({
    method: 'GET',
    path: '/ou/recipients/list',
    summary: 'The recipients of every organisation unit the caller may read, by identifier, filtered.',
    access: { anyOf: ['adminOu', 'viewOrdersOthers'] },
    query: recipientListQuerySchema,
    response: recipientListResultSchema,
  }),
  'recipients.get': endpoint({
    method: 'GET',
    path: '/ou/recipients',
    summary: "One recipient's choice, of the caller's own organisation unit unless another is named.",
    access: { anyOf: ['adminOu', 'viewOrdersOthers'] },
    query: recipientQuerySchema,
    response: recipientSchema,
  }),
  'recipients.consentLink': endpoint({
    method: 'GET',
    path: '/ou/recipients/consentLink',
    summary: "The link of a recipient's consent page, for an organisation unit the caller administers.",
    access: { anyOf: ['adminOu'] },
    query: recipientQuerySchema,
    response: consentLinkResultSchema,
  }),
  'recipients.save': endpoint({
    method: 'POST',
    path: '/ou/recipients',
    summary:
      'Records one recipient or a list, as their sender knows them; all are checked first, then saved at once.',
    access: { anyOf: ['adminOu'] },
    body: saveRecipientsBodySchema,
    response: saveRecipientsResultSchema,
  }),
  'recipients.confirm': endpoint({
    method: 'POST',
    path: '/ou/recipients/:identifier/confirm',
    summary: "Forces a recipient's pending e-mail choice to confirmed (e.g. after a confirmation by phone).",
    access: { anyOf: ['adminOu'] },
    params: confirmRecipientParamsSchema,
    query: confirmRecipientQuerySchema,
    response: recipientSchema,
  }),
  'recipients.listOfOu': endpoint({
    method: 'GET',
    path: '/ou/:ouId/recipients/list',
    summary: "An organisation unit's recipients by identifier, filtered.",
    access: { anyOf: ['adminOu', 'viewOrdersOthers'] },
    params: recipientOuParamsSchema,
    query: recipientListQuerySchema,
    response: recipientListResultSchema,
  }),
  'recipients.revisions': endpoint({
    method: 'GET',
    path: '/ou/:ouId/recipients/revisions',
    summary: 'Every choice recorded for a recipient, oldest first.',
    access: { anyOf: ['adminOu', 'viewOrdersOthers'] },
    params: recipientOuParamsSchema,
    query: recipientRevisionsQuerySchema,
    response: recipientRevisionsResultSchema,
  }),
  'recipients.export': endpoint({
    method: 'GET',
    path: '/ou/:ouId/recipients/export',
    summary: "Downloads an organisation unit's recipient choices as CSV.",
    access: { anyOf: ['adminOu', 'viewOrdersOthers'] },
    kind: 'file',
    params: recipientOuParamsSchema,
  }),
  'recipients.consentView': endpoint({
    method: 'GET',
    path: '/consent/:token',
    summary:
      "The consent page's view: the sender, the recipient's reference and current choice (the link is the credential).",
    access: 'public',
    params: consentTokenParamsSchema,
    response: consentViewSchema,
  }),
  'recipients.consentChoose': endpoint({
    method: 'POST',
    path: '/consent/:token',
    summary:
      'The recipient chooses e-mail, post or no preference; an e-mail address is confirmed by a mailed link.',
    access: 'public',
    params: consentTokenParamsSchema,
    body: consentChoiceBodySchema,
    response: consentViewSchema,
  }),
  'recipients.consentConfirm': endpoint({
    method: 'POST',
    path: '/consent/confirm/:confirmationToken',
    summary: "Confirms a recipient's e-mail address from the mailed link (single use).",
    access: 'public',
    params: consentConfirmParamsSchema,
    response: consentViewSchema,
  }),
} as const;
