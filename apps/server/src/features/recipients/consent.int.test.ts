import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryMailer } from '../../test/test-deps';
import { consentKey, consentLinkFor, signConsentToken } from './consent-link';
import { recipientChoicesFor } from './recipient-choices';
import { createRecipientWorld, type RecipientWorld } from './recipient-fixtures';

// The consent page's calls (docs/api.md "Recipients and consent"): a recipient reaches them from a letter's link
// or QR code, without signing in.

let w: RecipientWorld;
let mailer: MemoryMailer;
beforeEach(async () => {
  w = await createRecipientWorld();
  mailer = w.t.mailer as MemoryMailer;
  await w.enableSenderAccount(w.ous.sales);
});
afterEach(async () => {
  await w.t.close();
});

const consent = (method: 'GET' | 'POST', path: string, payload?: object) =>
  w.t.app.inject({ method, url: `/api/consent/${path}`, ...(payload ? { payload } : {}) });

async function tokenOf(identifier: string, ouId = w.ous.sales): Promise<string> {
  const link = await consentLinkFor(w.t.deps, ouId, identifier);
  expect(link).toMatch(/^https:\/\/mail\.example\.test\/consent\/[A-Za-z0-9_-]+$/);
  return link!.split('/').at(-1)!;
}

function confirmationTokenOf(index: number): string {
  const mail = mailer.sent[index]!;
  const match = /https:\/\/mail\.example\.test\/consent\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1]!;
}

const revisionsOf = async (identifier: string) =>
  (
    await w.call('GET', `/api/ou/${w.ous.sales}/recipients/revisions?recipientIdentifier=${identifier}`)
  ).json().result as { action: string; preference: string; source: string; loggedUserLogin: string | null }[];

describe('the consent page', () => {
  it('lets a recipient choose e-mail, mails a link in its language, and the link confirms it once', async () => {
    await w.saveRecipients({
      senderAccountId: w.ous.sales,
      recipientIdentifier: 'C-100',
      mainPreferences: 'LETTER',
    });
    const token = await tokenOf('C-100');

    expect((await consent('GET', token)).json().result).toEqual({
      senderName: 'Sales',
      recipientIdentifier: 'C-100',
      preference: 'LETTER',
      maskedEmail: null,
      choices: ['EMAIL', 'LETTER', 'NONE'],
      introduction: '',
    });

    const chosen = await consent('POST', token, {
      preference: 'EMAIL',
      emailAddress: ' Jane.Doe@Example.ORG ',
      locale: 'fr-CA',
    });
    expect(chosen.json().result).toEqual({
      senderName: 'Sales',
      recipientIdentifier: 'C-100',
      preference: 'EMAIL_PENDING',
      maskedEmail: 'J•••@example.org',
      choices: ['EMAIL', 'LETTER', 'NONE'],
      introduction: '',
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'Jane.Doe@example.org',
      subject: 'Confirmez votre adresse e-mail pour Sales',
    });
    expect(mailer.sent[0]!.text).toContain('dans les 48 heures');
    const confirmation = confirmationTokenOf(0);
    expect(mailer.sent[0]!.html).toContain(
      `href="https://mail.example.test/consent/confirm/${confirmation}"`,
    );
    // Until confirmed, the sending strategy does not use the address.
    expect((await recipientChoicesFor(w.t.deps.db, w.ous.sales, ['C-100'])).get('C-100')).toEqual({
      preference: 'EMAIL_PENDING',
      email: null,
    });

    const confirmed = await consent('POST', `confirm/${confirmation}`, {});
    expect(confirmed.json().result).toMatchObject({ preference: 'EMAIL', maskedEmail: 'J•••@example.org' });
    expect((await recipientChoicesFor(w.t.deps.db, w.ous.sales, ['C-100'])).get('C-100')).toEqual({
      preference: 'EMAIL',
      email: 'Jane.Doe@example.org',
    });

    const replayed = await consent('POST', `confirm/${confirmation}`, {});
    expect(replayed.statusCode).toBe(404);
    expect(replayed.json().error).toMatchObject({ code: -3, labelId: 'error.invalidConsentConfirmation' });

    expect(
      (await revisionsOf('C-100')).map((r) => [r.action, r.preference, r.source, r.loggedUserLogin]),
    ).toEqual([
      ['created', 'LETTER', 'SENDER', 'admin'],
      ['chosen', 'EMAIL_PENDING', 'QR_CODE', null],
      ['confirmed', 'EMAIL', 'QR_CODE', null],
    ]);
    // The recipient's own word stands against the sender's next import.
    expect(
      await w.saveRecipients({
        senderAccountId: w.ous.sales,
        recipientIdentifier: 'C-100',
        mainPreferences: 'LETTER',
      }),
    ).toEqual({ created: 0, updated: 0, unchanged: 0, kept: 1 });
  });

  it('records the choice of a recipient the sender never listed, and drops the address for post', async () => {
    const token = await tokenOf('NEW-1');
    expect((await consent('GET', token)).json().result).toMatchObject({
      preference: 'NONE',
      maskedEmail: null,
    });
    await consent('POST', token, { preference: 'EMAIL', emailAddress: 'new@example.test' });
    expect((await consent('GET', token)).json().result.maskedEmail).toBe('n•••@example.test');

    const byPost = await consent('POST', token, { preference: 'LETTER' });
    expect(byPost.json().result).toMatchObject({ preference: 'LETTER', maskedEmail: null });
    // The link of the e-mail choice ended with the new choice.
    const late = await consent('POST', `confirm/${confirmationTokenOf(0)}`, {});
    expect(late.json().error.labelId).toBe('error.invalidConsentConfirmation');
    expect((await revisionsOf('NEW-1')).map((r) => `${r.action} ${r.preference}`)).toEqual([
      'chosen EMAIL_PENDING',
      'chosen LETTER',
    ]);

    const bad = await consent('POST', token, { preference: 'EMAIL', emailAddress: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: -2,
      labelId: 'field.invalidEmail',
      field: 'body.emailAddress',
    });
  });

  it('lets a confirmation link expire, and limits the e-mails one recipient may cause', async () => {
    const token = await tokenOf('C-200');
    await consent('POST', token, { preference: 'EMAIL', emailAddress: 'c200@example.test' });
    w.t.clock.advanceMinutes(48 * 60 + 1);
    const expired = await consent('POST', `confirm/${confirmationTokenOf(0)}`, {});
    expect(expired.json().error.labelId).toBe('error.invalidConsentConfirmation');

    for (let i = 0; i < 3; i++) {
      const again = await consent('POST', token, { preference: 'EMAIL', emailAddress: 'c200@example.test' });
      expect(again.statusCode).toBe(200);
    }
    const flood = await consent('POST', token, { preference: 'EMAIL', emailAddress: 'c200@example.test' });
    expect(flood.statusCode).toBe(429);
    expect(mailer.sent).toHaveLength(4);
    // Only the newest link works.
    expect((await consent('POST', `confirm/${confirmationTokenOf(2)}`, {})).statusCode).toBe(404);
    expect((await consent('POST', `confirm/${confirmationTokenOf(3)}`, {})).statusCode).toBe(200);
  });

  it('refuses unknown, tampered and foreign links alike, without saying why', async () => {
    const token = await tokenOf('C-300');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const otherKey = signConsentToken(Buffer.alloc(32, 7), w.ous.sales, 'C-300');
    // Signed with the right key, for an OU that is no sender account.
    const financeToken = signConsentToken(await consentKey(w.t.deps), w.ous.finance, 'C-300');
    for (const wrong of ['nothing-here', `${token.slice(0, -1)}${last}`, otherKey, financeToken]) {
      const res = await consent('GET', wrong);
      expect({ wrong, status: res.statusCode, error: res.json().error }).toEqual({
        wrong,
        status: 404,
        error: expect.objectContaining({ code: -3, labelId: 'error.invalidConsentLink' }),
      });
      expect((await consent('POST', wrong, { preference: 'NONE' })).statusCode).toBe(404);
    }
    expect((await consent('POST', 'confirm/not-a-token', {})).statusCode).toBe(404);
    // A sender account switched off closes its links.
    await w.call('POST', '/api/ou/senderAccounts', { id: w.ous.sales, enabled: false });
    expect((await consent('GET', token)).statusCode).toBe(404);
  });

  it('gives a recipient’s link to the OU’s administrators only', async () => {
    const linkOf = (ouId: string, token?: string) =>
      w.call(
        'GET',
        `/api/ou/recipients/consentLink?recipientIdentifier=C-600&ouId=${ouId}`,
        undefined,
        token,
      );
    expect((await linkOf(w.ous.sales)).json().result).toEqual({
      consentLink: `https://mail.example.test/consent/${await tokenOf('C-600')}`,
      senderAccountId: w.ous.sales,
    });
    const none = await linkOf(w.ous.finance);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toMatchObject({ labelId: 'issue.recipient.senderAccountDisabled' });
    const viewer = await w.addUser('salesviewer', w.ous.sales, ['viewOrders'], ['viewOrdersOthers']);
    expect((await linkOf(w.ous.sales, viewer)).statusCode).toBe(403);
  });

  it('limits the calls of one client address', async () => {
    const token = await tokenOf('C-400');
    for (let i = 0; i < 10; i++) {
      expect((await consent('POST', token, { preference: i % 2 ? 'LETTER' : 'NONE' })).statusCode).toBe(200);
    }
    const limited = await consent('POST', token, { preference: 'LETTER' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe(-4);
  });

  it('escapes the sender’s name in the HTML of the e-mail', async () => {
    await w.t.deps.db
      .updateTable('ou')
      .set({ name: 'Sales <b>&</b>' })
      .where('id', '=', w.ous.sales)
      .execute();
    await consent('POST', await tokenOf('C-500'), { preference: 'EMAIL', emailAddress: 'x@example.test' });
    expect(mailer.sent[0]!.html).toContain('Sales &#60;b&#62;&#38;&#60;/b&#62;');
    expect(mailer.sent[0]!.subject).toBe('Confirm your e-mail address for Sales <b>&</b>');
  });
});
