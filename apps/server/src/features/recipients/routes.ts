import type { Deps } from '../../platform/deps';
import type { ApiApp } from '../../platform/http/api';
import { route } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/send-download';
import { chooseConsent, confirmConsent, readConsent } from './consent';
import { readConsentLink } from './consent-link';
import { readConsentSettings, saveConsentSettings } from './consent-settings';
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
  route(app, 'recipients.senderAccounts', async ({ session }) => listSenderAccounts(deps, session));
  route(app, 'recipients.saveSenderAccount', async ({ session, body }) =>
    saveSenderAccount(deps, session, body),
  );
  route(app, 'recipients.listVisible', async ({ session, query }) =>
    listVisibleRecipients(deps, session, query),
  );
  route(app, 'recipients.get', async ({ session, query }) => readRecipient(deps, session, query));
  route(app, 'recipients.consentLink', async ({ session, query }) => readConsentLink(deps, session, query));
  route(app, 'recipients.save', async ({ session, body }) => saveRecipients(deps, session, body));
  route(app, 'recipients.confirm', async ({ session, params, query }) =>
    forceConfirmation(deps, session, { identifier: params.identifier, ouId: query.ouId }),
  );
  route(app, 'recipients.listOfOu', async ({ session, params, query }) =>
    listOuRecipients(deps, session, params.ouId, query),
  );
  route(app, 'recipients.revisions', async ({ session, params, query }) =>
    recipientRevisions(deps, session, params.ouId, query.recipientIdentifier),
  );
  route(app, 'recipients.consentSettings', async ({ session, params }) =>
    readConsentSettings(deps, session, params.ouId),
  );
  route(app, 'recipients.saveConsentSettings', async ({ session, params, body }) =>
    saveConsentSettings(deps, session, params.ouId, body),
  );
  route(app, 'recipients.export', async ({ session, params, reply }) =>
    sendDownload(reply, await exportRecipients(deps, session, params.ouId)),
  );

  // The consent page's calls: public (the link is the credential), limited per client address.
  route(app, 'recipients.consentView', async ({ params }) => readConsent(deps, params.token), {
    config: { rateLimit: { max: 60, timeWindow: '15 minutes' } },
  });
  route(
    app,
    'recipients.consentChoose',
    async ({ params, body, request }) =>
      chooseConsent(deps, params.token, body, request.headers['accept-language']),
    { config: { rateLimit: { max: 10, timeWindow: '15 minutes' } } },
  );
  route(
    app,
    'recipients.consentConfirm',
    async ({ params }) => confirmConsent(deps, params.confirmationToken),
    { config: { rateLimit: { max: 20, timeWindow: '15 minutes' } } },
  );
}
