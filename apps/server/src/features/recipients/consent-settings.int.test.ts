import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lettersContext, postDeposit, saveServiceForSenders } from '../../test/deposits';
import { sessionToken, userIdOf } from '../../test/factories';
import { letterBatch } from '../../test/letters';
import type { MemoryMailer } from '../../test/test-deps';
import { demoLettersService } from '../seed/demo-service';
import { consentLinkFor } from './consent-link';
import { createRecipientWorld, type RecipientWorld } from './recipient-fixtures';

// The recipients' consent settings of a sender account (issue 14; docs/domain-decisions.md "Recipients"): saved and
// read by the OU's administrators, applied by the public consent page and its confirmation e-mail.

const custom = {
  open: true,
  choices: ['LETTER', 'EMAIL'],
  introduction: 'We print less paper.\n<b>Thank you!</b>',
  qrText: 'Scan to receive your mail by e-mail',
  mailSubject: 'Your address for {sender}',
  mailBody: 'Hello,\nconfirm here: {link}\n<i>{sender}</i>',
};

describe('consent settings', () => {
  let w: RecipientWorld;
  beforeEach(async () => {
    w = await createRecipientWorld();
    await w.enableSenderAccount(w.ous.sales);
  });
  afterEach(async () => {
    await w.t.close();
  });

  const settingsUrl = (ouId: string) => `/api/ou/${ouId}/consentSettings`;
  const consent = (method: 'GET' | 'POST', token: string, payload?: object) =>
    w.t.app.inject({ method, url: `/api/consent/${token}`, ...(payload ? { payload } : {}) });
  const tokenOf = async (identifier: string) =>
    (await consentLinkFor(w.t.deps, w.ous.sales, identifier))!.split('/').at(-1)!;

  it('gives the defaults, saves the settings with who saved them, and reads them back', async () => {
    const before = await w.call('GET', settingsUrl(w.ous.sales));
    expect(before.json().result).toEqual({
      ouId: w.ous.sales,
      ouName: 'Sales',
      senderAccount: true,
      settings: {
        open: true,
        choices: ['EMAIL', 'LETTER', 'NONE'],
        introduction: '',
        qrText: '',
        mailSubject: '',
        mailBody: '',
      },
      lastModified: null,
      modifiedBy: null,
    });

    const saved = await w.call('POST', settingsUrl(w.ous.sales), custom);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ settings: custom, modifiedBy: 'admin' });
    expect((await w.call('GET', settingsUrl(w.ous.sales))).json().result.settings).toEqual(custom);

    // Saved twice: the row is replaced, each save is in the history with who made it.
    await w.call('POST', settingsUrl(w.ous.sales), { ...custom, open: false });
    expect((await w.call('GET', settingsUrl(w.ous.sales))).json().result.settings.open).toBe(false);
    const history = await w.t.deps.db
      .selectFrom('history')
      .select(['action', 'login'])
      .where('entity_id', '=', w.ous.sales)
      .where('action', '=', 'consentSettings')
      .execute();
    expect(history).toEqual([
      { action: 'consentSettings', login: 'admin' },
      { action: 'consentSettings', login: 'admin' },
    ]);
  });

  it('refuses broken rules at their fields', async () => {
    const refused = await w.call('POST', settingsUrl(w.ous.sales), {
      ...custom,
      choices: [],
      mailSubject: 'Line\nbreak',
      mailBody: 'No link, {unknown}',
    });
    expect(refused.statusCode).toBe(400);
    const { error } = refused.json();
    expect(error).toMatchObject({ code: -2, labelId: 'error.validationFailed' });
    expect(error.issues.map((i: { key: string; path: string }) => [i.key, i.path])).toEqual([
      ['consentSettings.choicesRequired', 'choices'],
      ['consentSettings.singleLine', 'mailSubject'],
      ['consentSettings.unknownPlaceholder', 'mailBody'],
      ['consentSettings.linkRequired', 'mailBody'],
    ]);
    const wrongShape = await w.call('POST', settingsUrl(w.ous.sales), { ...custom, choices: ['FAX'] });
    expect(wrongShape.statusCode).toBe(400);
  });

  it('answers -3 for an OU out of the caller’s reach, and refuses callers without adminOu', async () => {
    const financeAdmin = await w.addUser('financeadmin', w.ous.finance, ['adminOu'], ['adminOu']);
    for (const method of ['GET', 'POST'] as const) {
      const res = await w.call(
        method,
        settingsUrl(w.ous.sales),
        method === 'POST' ? custom : undefined,
        financeAdmin,
      );
      expect(res.json().error).toMatchObject({ code: -3 });
    }
    const unknown = await w.call('GET', settingsUrl('no-such-ou'));
    expect(unknown.json().error).toMatchObject({ code: -3 });
    const viewer = await w.addUser('salesviewer', w.ous.sales, ['viewOrders'], ['viewOrdersOthers']);
    expect((await w.call('GET', settingsUrl(w.ous.sales), undefined, viewer)).statusCode).toBe(403);
  });

  it('makes the public page offer only the chosen choices, show the introduction, and close', async () => {
    await w.call('POST', settingsUrl(w.ous.sales), { ...custom, choices: ['LETTER'] });
    const token = await tokenOf('C-700');
    expect((await consent('GET', token)).json().result).toMatchObject({
      choices: ['LETTER'],
      introduction: 'We print less paper.\n<b>Thank you!</b>',
    });
    const refused = await consent('POST', token, { preference: 'EMAIL', emailAddress: 'jane@example.org' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: -2,
      labelId: 'error.consentChoiceNotOffered',
      field: 'body.preference',
    });
    expect((await consent('POST', token, { preference: 'LETTER' })).json().result.preference).toBe('LETTER');

    await w.call('POST', settingsUrl(w.ous.sales), { ...custom, open: false });
    for (const res of [await consent('GET', token), await consent('POST', token, { preference: 'LETTER' })]) {
      expect(res.json().error).toMatchObject({ code: -3, labelId: 'error.consentPageClosed' });
    }
  });

  it('mails the sender’s own confirmation texts, the link kept and the HTML escaped', async () => {
    await w.call('POST', settingsUrl(w.ous.sales), custom);
    const token = await tokenOf('C-800');
    const chosen = await consent('POST', token, { preference: 'EMAIL', emailAddress: 'jane@example.org' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const mail = (w.t.mailer as MemoryMailer).sent[0]!;
    expect(mail.subject).toBe('Your address for Sales');
    expect(mail.text).toMatch(
      /^Hello,\nconfirm here: https:\/\/mail\.example\.test\/consent\/confirm\/[A-Za-z0-9_-]+\n<i>Sales<\/i>$/,
    );
    expect(mail.html).toMatch(
      /^<p>Hello,<br>confirm here: <a href="https:\/\/mail\.example\.test\/consent\/confirm\/[A-Za-z0-9_-]+">/,
    );
    expect(mail.html).toContain('&#60;i&#62;Sales&#60;/i&#62;');
  });
});

describe('the consentLink expression node', () => {
  it('puts in each letter’s requirement value a link that opens that recipient’s page', async () => {
    const c = await lettersContext();
    try {
      const { ouId } = await userIdOf(c.t.deps.db, 'admin');
      const sender = await userIdOf(c.t.deps.db, 'sender');
      const admin = await sessionToken(c.t.deps, 'admin');
      const enabled = await c.t.app.inject({
        method: 'POST',
        url: '/api/ou/senderAccounts',
        headers: { 'x-auth-token': admin },
        payload: { id: sender.ouId, enabled: true },
      });
      expect(enabled.statusCode, enabled.body).toBe(200);
      const demo = demoLettersService(ouId);
      const serviceId = await saveServiceForSenders(c, {
        ...demo,
        name: 'Letters with consent links',
        serviceMetadatas: [
          ...demo.serviceMetadatas,
          { type: 'TEXT', name: 'customer', label: 'Customer', properties: {} },
        ],
        packRequirements: {
          ...demo.packRequirements,
          content: [
            {
              kind: 'data',
              name: 'consentUrl',
              type: 'text',
              content: { kind: 'consentLink', identifier: { kind: 'metadataReference', name: 'customer' } },
            },
          ],
        },
      });
      const created = await postDeposit(
        c,
        { serviceId, jobName: 'Consent', rawJobMetadatas: { customer: 'CUST-42' } },
        [
          {
            field: 'file.letters.0',
            name: 'letters.pdf',
            content: await letterBatch([['Mme Ada Martin', '12 rue de la Paix', '75002 PARIS']]),
          },
        ],
      );
      expect(created.statusCode, created.body).toBe(200);
      await c.t.deps.queue.drain();
      const groups = (
        await c.t.app.inject({
          method: 'GET',
          url: `/api/jobs/${created.json().result.id}/packGroups`,
          headers: { 'x-auth-token': c.token },
        })
      ).json().result as { requirements: Record<string, { value: string | null }> }[];
      const link = groups[0]!.requirements.consentUrl!.value!;
      expect(link).toMatch(/\/consent\/[A-Za-z0-9_-]+$/);
      const page = await c.t.app.inject({ method: 'GET', url: `/api${new URL(link).pathname}` });
      expect(page.json().result).toMatchObject({ recipientIdentifier: 'CUST-42', preference: 'NONE' });
    } finally {
      await c.t.close();
    }
  });
});
