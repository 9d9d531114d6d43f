import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asStandardSecret, drawWebhookSecret, standardWebhookHeaders } from './standard-webhooks';

describe('Standard Webhooks signatures', () => {
  it('signs "<id>.<timestamp>.<body>" with the base64-decoded key after whsec_', () => {
    // The Standard Webhooks reference vector (its libraries' tests).
    const headers = standardWebhookHeaders(
      ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('matches a signature computed directly with node:crypto, one per secret during a rotation', () => {
    const [a, b] = [drawWebhookSecret(), drawWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    const body = JSON.stringify({
      id: '42',
      type: 'job.state',
      occurredAt: '2026-11-20T10:00:00.000Z',
      data: {},
    });
    const at = new Date('2026-11-20T10:00:07.900Z');
    const expected = (secret: string) =>
      `v1,${createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
        .update(`42.1795168807.${body}`)
        .digest('base64')}`;
    const headers = standardWebhookHeaders([a, b], '42', at, body);
    expect(headers['webhook-timestamp']).toBe('1795168807');
    expect(headers['webhook-signature']).toBe(`${expected(a)} ${expected(b)}`);
  });

  it('keeps the key of a secret of the single OU webhook (a hex text used as is)', () => {
    const legacy = 'ab'.repeat(32);
    const standard = asStandardSecret(legacy);
    expect(Buffer.from(standard.slice(6), 'base64').toString('utf8')).toBe(legacy);
    const body = '{}';
    const direct = createHmac('sha256', legacy).update(`1.1.${body}`).digest('base64');
    expect(standardWebhookHeaders([legacy], '1', new Date(1000), body)['webhook-signature']).toBe(
      `v1,${direct}`,
    );
    expect(asStandardSecret(standard)).toBe(standard);
  });
});
