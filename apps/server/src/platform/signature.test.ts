import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature, signatureOf, signedHeaders } from './signature';

const now = new Date('2026-11-20T10:00:00.000Z');
const ts = String(now.getTime() / 1000);
const body = '{"events":[]}';

describe('signatures', () => {
  it('is HMAC-SHA256 of "<timestamp>.<body>", written sha256=<hex>', () => {
    const expected = createHmac('sha256', 'secret').update(`${ts}.${body}`).digest('hex');
    expect(signatureOf('secret', ts, body)).toBe(`sha256=${expected}`);
    expect(signedHeaders('secret', body, now)).toEqual({
      'x-postbridge-timestamp': ts,
      'x-postbridge-signature': `sha256=${expected}`,
    });
  });

  it('accepts the right signature within 5 minutes either way, and nothing else', () => {
    const check = (o: Partial<Parameters<typeof checkSignature>[0]>) =>
      checkSignature({
        secret: 'secret',
        timestamp: ts,
        signature: signatureOf('secret', ts, body),
        body,
        now,
        ...o,
      });
    expect(check({})).toBe('valid');
    expect(
      check({ signature: signatureOf('secret', ts, body).toUpperCase().replace('SHA256', 'sha256') }),
    ).toBe('valid');
    expect(check({ now: new Date(now.getTime() + 300_000) })).toBe('valid');
    expect(check({ now: new Date(now.getTime() + 301_000) })).toBe('expired');
    expect(check({ now: new Date(now.getTime() - 301_000) })).toBe('expired');
    expect(check({ signature: undefined })).toBe('missing');
    expect(check({ timestamp: '' })).toBe('missing');
    expect(check({ timestamp: '2026-11-20T10:00:00Z' })).toBe('wrong');
    expect(check({ body: '{"events":[1]}' })).toBe('wrong');
    expect(check({ secret: 'other' })).toBe('wrong');
    expect(check({ signature: 'sha256=00' })).toBe('wrong');
    // No secret (an unknown provider): never valid, even signed with the stand-in key.
    expect(check({ secret: null, signature: signatureOf('no secret', ts, body) })).toBe('wrong');
  });
});
