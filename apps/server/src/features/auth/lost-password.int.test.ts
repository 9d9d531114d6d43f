import path from 'node:path';
import fs from 'node:fs/promises';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/mailer';
import { startSmtpServer, type ReceivedMail } from '../../test/smtp';
import { createTestContext, signIn, type TestContext } from '../../test/test-deps';
import { registerTasks } from '../../worker';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
});
beforeEach(async () => {
  smtp.inbox.length = 0;
  t = await createTestContext({
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: 'Postbridge <no-reply@test.local>',
      outboxDir: '/nonexistent',
    }),
    env: { PUBLIC_URL: 'https://mail.example.test' },
  });
  registerTasks(t.deps);
});
afterEach(async () => {
  await t.close();
});

/** A call, then the worker's tasks it queued (the reset e-mails are sent after the answer). */
async function post(url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url: `/api/authentication/${url}`, payload });
  await t.deps.queue.drain();
  return res;
}

async function waitForMail(count: number): Promise<ReceivedMail[]> {
  for (let i = 0; i < 100 && smtp.inbox.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  return smtp.inbox;
}

function resetLinkOf(mail: ReceivedMail): URL {
  const match = /https:\/\/mail\.example\.test\/lostPassword\/change\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(match[0]);
}

describe('lost password', () => {
  it('mails the texts adjusted in System > Languages (the overrides reach e-mails too)', async () => {
    const admin = await signIn(t.app, 'admin', 'Demo-admin-2026');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/i18n/translations/mail.lostPassword.subject',
      headers: { 'x-auth-token': admin },
      payload: { translations: { en: 'Your {appName} password, reset on request' } },
    });
    expect(saved.statusCode).toBe(200);
    await post('triggerLostPassword', { userEMailAddress: 'sender@demo.postbridge.local' });
    const [mail] = await waitForMail(1);
    expect(mail!.subject).toBe('Your Postbridge password, reset on request');
  });

  it('mails a reset link through SMTP, and the link sets a new password once', async () => {
    const res = await post('triggerLostPassword', { userEMailAddress: 'Sender@demo.postbridge.local' });
    expect(res.json()).toEqual({ result: true });
    const [mail] = await waitForMail(1);
    expect(mail!.to).toEqual(['sender@demo.postbridge.local']);
    expect(mail!.subject).toBe('Reset your Postbridge password');
    expect(mail!.html).toContain('href="https://mail.example.test/lostPassword/change?');
    const link = resetLinkOf(mail!);
    expect(link.searchParams.get('login')).toBe('sender');

    const oldSession = await signIn(t.app, 'sender', 'Demo-sender-2026');
    const body = {
      userLogin: 'sender',
      lostPasswordToken: link.searchParams.get('token')!,
      newPassword: 'orbit-lantern-quietly-47',
    };
    expect((await post('changeLostPassword', body)).json()).toEqual({ result: true });

    // The new password works, the old one no longer does, and earlier sessions are over.
    expect(await signIn(t.app, 'sender', 'orbit-lantern-quietly-47')).toBeTruthy();
    expect((await post('authenticate', { login: 'sender', password: 'Demo-sender-2026' })).statusCode).toBe(
      401,
    );
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/check',
      headers: { 'x-auth-token': oldSession },
    });
    expect(check.json().error.code).toBe(-11);

    // Used twice → refused.
    const again = await post('changeLostPassword', { ...body, newPassword: 'another-orbit-lantern-98' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: -22, labelId: 'error.invalidResetToken' });

    const history = await t.deps.db
      .selectFrom('history')
      .select(['action', 'login'])
      .where('entity_type', '=', 'user')
      .execute();
    expect(history).toEqual([{ action: 'passwordReset', login: 'sender' }]);
  });

  it('answers before looking the address up, so that its time says nothing either', async () => {
    await post('triggerLostPassword', { userEMailAddress: 'validator@demo.postbridge.local' });
    const queued = await t.deps.db
      .selectFrom('task')
      .select(['name', 'payload'])
      .where('name', '=', 'auth.lostPasswordMail')
      .execute();
    expect(queued).toEqual([
      {
        name: 'auth.lostPasswordMail',
        payload: JSON.stringify({ email: 'validator@demo.postbridge.local' }),
      },
    ]);
    // Nothing is read nor written for the address while answering: the reset link is made by the task.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/triggerLostPassword',
      payload: { userEMailAddress: 'sender@demo.postbridge.local' },
    });
    expect(res.json()).toEqual({ result: true });
    const resets = await t.deps.db.selectFrom('password_reset').select('user_id').execute();
    expect(resets).toHaveLength(1); // the validator's, made when its task ran
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('triggerLostPassword', { userEMailAddress: 'nobody@example.test' });
    expect(res.json()).toEqual({ result: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.inbox).toHaveLength(0);
  });

  it('refuses an expired token, a token of another login, and a weak or unchanged password', async () => {
    await post('triggerLostPassword', { userEMailAddress: 'validator@demo.postbridge.local' });
    const token = resetLinkOf((await waitForMail(1))[0]!).searchParams.get('token')!;
    const change = (userLogin: string, newPassword: string) =>
      post('changeLostPassword', { userLogin, lostPasswordToken: token, newPassword });

    expect((await change('sender', 'orbit-lantern-quietly-47')).json().error.code).toBe(-22);
    expect((await change('validator', 'sunshine2024')).json().error).toMatchObject({
      code: -20,
      labelId: 'error.passwordPolicy',
    });
    expect((await change('validator', 'Demo-validator-2026')).json().error).toMatchObject({
      code: -21,
      message: 'The password is unchanged...',
    });
    expect((await change('validator', 'validator-orbit-lantern-7')).json().error).toMatchObject({
      code: -20,
      labelId: 'error.passwordTooSimilar',
    });
    t.clock.advanceMinutes(61);
    expect((await change('validator', 'orbit-lantern-quietly-47')).json().error.code).toBe(-22);
  });

  it('rejects a malformed address with the field named', async () => {
    const res = await post('triggerLostPassword', { userEMailAddress: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.userEMailAddress');
  });
});

describe('outbox without SMTP', () => {
  it('writes the e-mail as an .eml file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createMailer({ smtpUrl: null, from: 'Postbridge <no-reply@test.local>', outboxDir: dir });
    await mailer.send({ to: 'someone@example.test', subject: 'Hello', text: 'Body text' });
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await fs.readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('To: someone@example.test');
    expect(eml).toContain('Body text');
  });
});
