import { z } from 'zod';

// Sender domains of e-mail (issue 18, System > E-mail; docs/administration.md "E-mail sender domains and DKIM"):
// each domain has a DKIM key pair (RSA 2048) whose private half is sealed at rest and never answered; the screen
// shows the DNS records to publish. A rotation draws a new key under a new selector; the key before it stays
// "retiring" (its record still to be published) for MAIL_DOMAIN_RETIRING_DAYS.

/** How long the key before a rotation stays published ("retiring"): mails it signed may still be verified. */
export const MAIL_DOMAIN_RETIRING_DAYS = 7;
export const MAIL_DOMAIN_MAX_LENGTH = 253;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Why a text is not a sender domain (a DNS name of at least two labels, ASCII — an internationalised name in its
 * `xn--` form —, letters, digits and inner hyphens, the last label not numeric), or null when it is one. The
 * text is taken trimmed and in lower case, a trailing dot dropped.
 */
export function mailDomainProblem(text: string): 'empty' | 'tooLong' | 'invalid' | null {
  const name = normaliseMailDomain(text);
  if (!name) return 'empty';
  if (name.length > MAIL_DOMAIN_MAX_LENGTH) return 'tooLong';
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return 'invalid';
  if (/^[0-9]+$/.test(labels[labels.length - 1]!)) return 'invalid';
  return null;
}

/** `  Example.ORG. ` → `example.org`. */
export const normaliseMailDomain = (text: string): string => text.trim().toLowerCase().replace(/\.$/, '');

export const MAIL_DOMAIN_KEY_STATES = ['active', 'retiring'] as const;
export const MAIL_DNS_RECORD_KINDS = ['dkim', 'spf', 'dmarc', 'bounceMx'] as const;
export type MailDnsRecordKind = (typeof MAIL_DNS_RECORD_KINDS)[number];

/** A record to publish in the domain's DNS zone. */
export const mailDnsRecordSchema = z.object({
  kind: z.enum(MAIL_DNS_RECORD_KINDS),
  /** The fully qualified name (`pb202611._domainkey.example.org`). */
  name: z.string(),
  type: z.enum(['TXT', 'MX']),
  /** The value as entered in a zone editor (a TXT value unquoted; an MX value `10 host`). */
  value: z.string(),
  /** The DKIM key's selector, for the dkim records. */
  selector: z.string().nullable(),
  /** `retiring`: the record of the key before a rotation, to keep until `keepUntil`. */
  keyState: z.enum(MAIL_DOMAIN_KEY_STATES).nullable(),
  keepUntil: z.string().nullable(),
});
export type MailDnsRecord = z.infer<typeof mailDnsRecordSchema>;

export const mailDomainKeySchema = z.object({
  selector: z.string(),
  state: z.enum(MAIL_DOMAIN_KEY_STATES),
  /** The base64 of the public key (SubjectPublicKeyInfo, DER): the `p=` of the DKIM record. */
  publicKey: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** Retiring keys: until when its record should stay published. */
  keepUntil: z.string().nullable(),
});
export type MailDomainKey = z.infer<typeof mailDomainKeySchema>;

export const mailDomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** The key signing now first, then the retiring ones. The private keys are never answered. */
  keys: z.array(mailDomainKeySchema),
  records: z.array(mailDnsRecordSchema),
  /** Send back with a rotation (-13 when another rotation came first). */
  version: z.number().int(),
});
export type MailDomain = z.infer<typeof mailDomainSchema>;

export const mailDomainListSchema = z.object({
  domains: z.array(mailDomainSchema),
  /** MAIL_FROM: the sender of the OUs whose e-mail address is not in a sender domain. */
  defaultFrom: z.string(),
  /** The domain of the bounce (VERP Return-Path) addresses, when configured. */
  bounceDomain: z.string().nullable(),
});
export type MailDomainList = z.infer<typeof mailDomainListSchema>;

export const mailDomainParamsSchema = z.object({ domainId: z.string().min(1).max(100) });

export const mailDomainAddBodySchema = z.object({ name: z.string().max(MAIL_DOMAIN_MAX_LENGTH + 10) });
export type MailDomainAddBody = z.input<typeof mailDomainAddBodySchema>;

export const mailDomainRotateBodySchema = z.object({ version: z.number().int().min(0) });

export const MAIL_DNS_CHECK_STATES = ['found', 'missing', 'different', 'unavailable'] as const;

/** GET /system/mail-domains/{domainId}/dns: each record looked up in the DNS as this server sees it. */
export const mailDnsCheckSchema = z.object({
  domainId: z.string(),
  checkedAt: z.string(),
  /** False when no DNS server answered at all (the other fields then say `unavailable`). */
  resolverAvailable: z.boolean(),
  records: z.array(
    z.object({
      kind: z.enum(MAIL_DNS_RECORD_KINDS),
      name: z.string(),
      type: z.enum(['TXT', 'MX']),
      selector: z.string().nullable(),
      state: z.enum(MAIL_DNS_CHECK_STATES),
      /** What the DNS answered (TXT strings joined; MX `priority host`). */
      found: z.array(z.string()),
      /** The resolver's error code when it did not answer (ETIMEOUT, ECONNREFUSED…). */
      error: z.string().nullable(),
    }),
  ),
});
export type MailDnsCheck = z.infer<typeof mailDnsCheckSchema>;
