import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import DKIM from 'nodemailer/lib/dkim';

// DKIM keys and signatures (RFC 6376) of the sender domains (issue 18). The signature is nodemailer's signer
// (relaxed/relaxed, rsa-sha256) over the message as built; the headers it signs are those of SIGNED_HEADERS the
// message has (a header named but absent is not listed in `h=`).

/** A DKIM private key and where its public half is published (`<keySelector>._domainkey.<domainName>`). */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

/** The headers signed when present: the addressing, the subject and date, the MIME structure, RFC 8058's pair. */
const SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'To',
  'Cc',
  'Subject',
  'Date',
  'Message-ID',
  'In-Reply-To',
  'References',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
] as const;

const generate = promisify(generateKeyPair);

/** A new RSA 2048 key pair: the private key as PKCS#8 PEM, the public one as base64 DER (the record's `p=`). */
export async function newDkimKeyPair(): Promise<{ privateKey: string; publicKey: string }> {
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKey, publicKey: publicKey.toString('base64') };
}

/** The DKIM TXT record's value of a public key. */
export const dkimRecordValue = (publicKey: string): string => `v=DKIM1; k=rsa; p=${publicKey}`;

/**
 * The message with a DKIM-Signature header first, its line ends made CRLF: a composed text part may hold bare LFs,
 * which a mail server rewrites (or refuses) on the way; the message sent is the one whose body was hashed. Throws
 * when the key cannot sign (the message is then not sent unsigned without anyone knowing).
 */
export async function dkimSign(message: Buffer, key: DkimKey): Promise<Buffer> {
  // latin1 keeps every byte as it is; only the line ends change.
  const raw = Buffer.from(message.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
  const signer = new DKIM({
    domainName: key.domainName,
    keySelector: key.keySelector,
    privateKey: key.privateKey,
    headerFieldNames: SIGNED_HEADERS.join(':'),
  });
  const chunks: Buffer[] = [];
  const output = signer.sign(raw);
  for await (const chunk of output) chunks.push(Buffer.from(chunk as Buffer));
  const signed = Buffer.concat(chunks);
  if (!/^DKIM-Signature:/i.test(signed.subarray(0, 20).toString('latin1'))) {
    throw new Error(`The DKIM key of ${key.domainName} (selector ${key.keySelector}) could not sign.`);
  }
  return signed;
}
