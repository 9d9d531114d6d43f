import { createHash, createPublicKey, verify } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { dkimSign, newDkimKeyPair, type DkimKey } from './dkim';

// The signature is checked here as a receiver would (RFC 6376 §3.4.2 and §3.4.4 relaxed canonicalization, §3.7
// hashes), with node:crypto only: nothing of the signer is reused.

/** Splits a message into its header fields (unfolded lines kept whole) and its body. */
function splitMessage(raw: Buffer): { fields: string[]; body: string } {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(0, end + 2);
  const fields = head.split(/\r\n(?![ \t])/).filter(Boolean);
  return { fields, body: text.slice(end + 4) };
}

/** §3.4.4: trailing whitespace off, whitespace runs to one space, empty lines at the end off, one CRLF kept. */
function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.length ? `${lines.join('\r\n')}\r\n` : '';
}

/** §3.4.2: name in lower case, value unfolded, whitespace runs to one space, trimmed. */
function relaxedHeader(field: string): string {
  const colon = field.indexOf(':');
  const name = field.slice(0, colon).trim().toLowerCase();
  const value = field
    .slice(colon + 1)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${name}:${value}`;
}

function tagsOf(value: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    tags.set(part.slice(0, eq).trim(), part.slice(eq + 1).replace(/\s+/g, ''));
  }
  return tags;
}

/** Verifies the first DKIM-Signature of a message against a public key (base64 SPKI DER). */
function verifyDkim(
  raw: Buffer,
  publicKey: string,
): { ok: boolean; reason?: string; tags: Map<string, string> } {
  const { fields, body } = splitMessage(raw);
  const signatureField = fields.find((f) => /^dkim-signature:/i.test(f));
  if (!signatureField) return { ok: false, reason: 'no signature', tags: new Map() };
  const tags = tagsOf(signatureField.slice(signatureField.indexOf(':') + 1));
  if (tags.get('c') !== 'relaxed/relaxed' || tags.get('a') !== 'rsa-sha256')
    return { ok: false, reason: 'not relaxed/relaxed rsa-sha256', tags };
  const bodyHash = createHash('sha256').update(relaxedBody(body), 'latin1').digest('base64');
  if (bodyHash !== tags.get('bh')) return { ok: false, reason: 'body hash', tags };
  // §5.4.2: each name of h= takes the last instance not yet used, from the bottom up.
  const used = new Set<number>();
  const signedLines: string[] = [];
  for (const name of tags.get('h')!.split(':')) {
    for (let i = fields.length - 1; i >= 0; i--) {
      const field = fields[i]!;
      if (used.has(i) || field.slice(0, field.indexOf(':')).trim().toLowerCase() !== name.toLowerCase())
        continue;
      used.add(i);
      signedLines.push(relaxedHeader(field));
      break;
    }
  }
  // The signature field itself, its b= value emptied, without a trailing CRLF (§3.7).
  const unsigned = relaxedHeader(signatureField.replace(/(\bb=)[^;]*$/, '$1'));
  const data = `${signedLines.map((l) => `${l}\r\n`).join('')}${unsigned}`;
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  const ok = verify('sha256', Buffer.from(data, 'latin1'), key, Buffer.from(tags.get('b')!, 'base64'));
  return ok ? { ok, tags } : { ok, reason: 'header signature', tags };
}

async function message(extraHeaders: Record<string, string> = {}): Promise<Buffer> {
  return new MailComposer({
    from: '"Sales, Head office" <sales@example.org>',
    to: 'ada@example.net',
    subject: 'Your invoice   of November — ünïcode',
    html: '<p>Dear Ada,</p><p>please find your invoice attached.   </p>',
    text: 'Dear Ada,\n\nplease find your invoice attached.   \n\n\n',
    messageId: '<s1.shipment@example.org>',
    date: new Date('2026-11-28T08:00:00Z'),
    headers: extraHeaders,
    attachments: [
      { filename: 'invoice.pdf', content: Buffer.from('%PDF-1.7\n'), contentType: 'application/pdf' },
    ],
  })
    .compile()
    .build();
}

describe('dkimSign', () => {
  it('signs a message that verifies with the public key; a changed body or subject fails', async () => {
    const pair = await newDkimKeyPair();
    expect(pair.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const key: DkimKey = { domainName: 'example.org', keySelector: 'pb202611', privateKey: pair.privateKey };
    const signed = await dkimSign(
      await message({
        'List-Unsubscribe': '<https://post.example.org/u/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
      key,
    );

    const result = verifyDkim(signed, pair.publicKey);
    expect(result).toMatchObject({ ok: true });
    // The text part's bare LFs went out as CRLF, as the body was hashed.
    expect(signed.toString('latin1')).not.toMatch(/[^\r]\n/);
    expect(result.tags.get('d')).toBe('example.org');
    expect(result.tags.get('s')).toBe('pb202611');
    expect(result.tags.get('h')!.split(':')).toEqual(
      expect.arrayContaining([
        'from',
        'to',
        'subject',
        'date',
        'message-id',
        'mime-version',
        'content-type',
        'list-unsubscribe',
        'list-unsubscribe-post',
      ]),
    );

    const text = signed.toString('latin1');
    const changedBody = Buffer.from(
      text.replace('%PDF-1.7', '%PDF-1.6').replace('JVBERi0xLjcK', 'JVBERi0xLjYK'),
      'latin1',
    );
    expect(changedBody.equals(signed)).toBe(false);
    expect(verifyDkim(changedBody, pair.publicKey)).toMatchObject({ ok: false, reason: 'body hash' });

    const changedSubject = Buffer.from(text.replace(/^Subject: .*$/m, 'Subject: Pay now'), 'latin1');
    expect(verifyDkim(changedSubject, pair.publicKey)).toMatchObject({
      ok: false,
      reason: 'header signature',
    });

    // Whitespace a relay may fold or add does not break a relaxed signature.
    const refolded = Buffer.from(text.replace(/^(To:) (.*)$/m, '$1\r\n \t$2  '), 'latin1');
    expect(verifyDkim(refolded, pair.publicKey)).toMatchObject({ ok: true });

    // Another key does not verify it.
    const other = await newDkimKeyPair();
    expect(verifyDkim(signed, other.publicKey)).toMatchObject({ ok: false, reason: 'header signature' });
  });

  it('lists only the headers the message has', async () => {
    const pair = await newDkimKeyPair();
    const signed = await dkimSign(await message(), {
      domainName: 'example.org',
      keySelector: 'pb202611',
      privateKey: pair.privateKey,
    });
    const result = verifyDkim(signed, pair.publicKey);
    expect(result.ok).toBe(true);
    expect(result.tags.get('h')).not.toMatch(/list-unsubscribe/);
  });

  it('refuses to answer an unsigned message when the key cannot sign', async () => {
    await expect(
      dkimSign(await message(), { domainName: 'example.org', keySelector: 's', privateKey: 'not a key' }),
    ).rejects.toThrow(/could not sign/);
  });
});
