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
} from '@postbridge/domain';
import type { Deps } from '../../platform/deps';
import { ok, sessionOf, type ApiApp } from '../../platform/http/api';
import { sendDownload } from '../../platform/http/send-download';
import { chooseConsent, confirmConsent, readConsent } from './consent';
import { readConsentLink } from './consent-link';
import { exportRecipients } from './export-recipients';
import { forceConfirmation } from './force-confirmation';
import {
  listOuRecipients,
  listVisibleRecipients,
  readRecipient,
  recipientRevisions,
} from './read-recipients';
import { saveRecipients } from './save-recipients';
import { listSenderAccounts, saveSenderAccount } from './sender-accounts';

export async function recipientRoutes(app: ApiApp, deps: Deps): Promise<void> {
  const tags = ['recipients'];

  app.get('/ou/senderAccounts', {
    schema: { tags, response: { 200: ok(senderAccountsResultSchema) } },
    handler: async (req) => ({ result: await listSenderAccounts(deps, sessionOf(req)) }),
  });

  app.post('/ou/senderAccounts', {
    schema: { tags, body: saveSenderAccountBodySchema, response: { 200: ok(senderAccountSchema) } },
    handler: async (req) => ({ result: await saveSenderAccount(deps, sessionOf(req), req.body) }),
  });

  app.get('/ou/recipients/list', {
    schema: { tags, querystring: recipientListQuerySchema, response: { 200: ok(recipientListResultSchema) } },
    handler: async (req) => ({ result: await listVisibleRecipients(deps, sessionOf(req), req.query) }),
  });

  app.get('/ou/recipients', {
    schema: { tags, querystring: recipientQuerySchema, response: { 200: ok(recipientSchema) } },
    handler: async (req) => ({ result: await readRecipient(deps, sessionOf(req), req.query) }),
  });

  app.get('/ou/recipients/consentLink', {
    schema: { tags, querystring: recipientQuerySchema, response: { 200: ok(consentLinkResultSchema) } },
    handler: async (req) => ({ result: await readConsentLink(deps, sessionOf(req), req.query) }),
  });

  app.post('/ou/recipients', {
    schema: { tags, body: saveRecipientsBodySchema, response: { 200: ok(saveRecipientsResultSchema) } },
    handler: async (req) => ({ result: await saveRecipients(deps, sessionOf(req), req.body) }),
  });

  app.post('/ou/recipients/:identifier/confirm', {
    schema: {
      tags,
      params: confirmRecipientParamsSchema,
      querystring: confirmRecipientQuerySchema,
      response: { 200: ok(recipientSchema) },
    },
    handler: async (req) => ({
      result: await forceConfirmation(deps, sessionOf(req), {
        identifier: req.params.identifier,
        ouId: req.query.ouId,
      }),
    }),
  });

  app.get('/ou/:ouId/recipients/list', {
    schema: {
      tags,
      params: recipientOuParamsSchema,
      querystring: recipientListQuerySchema,
      response: { 200: ok(recipientListResultSchema) },
    },
    handler: async (req) => ({
      result: await listOuRecipients(deps, sessionOf(req), req.params.ouId, req.query),
    }),
  });

  app.get('/ou/:ouId/recipients/revisions', {
    schema: {
      tags,
      params: recipientOuParamsSchema,
      querystring: recipientRevisionsQuerySchema,
      response: { 200: ok(recipientRevisionsResultSchema) },
    },
    handler: async (req) => ({
      result: await recipientRevisions(deps, sessionOf(req), req.params.ouId, req.query.recipientIdentifier),
    }),
  });

  app.get('/ou/:ouId/recipients/export', {
    schema: { tags, params: recipientOuParamsSchema },
    handler: async (req, reply) =>
      sendDownload(reply, await exportRecipients(deps, sessionOf(req), req.params.ouId)),
  });

  // The consent page's calls: public (the link is the credential), limited per client address.
  app.get('/consent/:token', {
    config: { public: true, rateLimit: { max: 60, timeWindow: '15 minutes' } },
    schema: { tags, params: consentTokenParamsSchema, response: { 200: ok(consentViewSchema) } },
    handler: async (req) => ({ result: await readConsent(deps, req.params.token) }),
  });

  app.post('/consent/:token', {
    config: { public: true, rateLimit: { max: 10, timeWindow: '15 minutes' } },
    schema: {
      tags,
      params: consentTokenParamsSchema,
      body: consentChoiceBodySchema,
      response: { 200: ok(consentViewSchema) },
    },
    handler: async (req) => ({
      result: await chooseConsent(deps, req.params.token, req.body, req.headers['accept-language']),
    }),
  });

  app.post('/consent/confirm/:confirmationToken', {
    config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
    schema: { tags, params: consentConfirmParamsSchema, response: { 200: ok(consentViewSchema) } },
    handler: async (req) => ({ result: await confirmConsent(deps, req.params.confirmationToken) }),
  });
}
