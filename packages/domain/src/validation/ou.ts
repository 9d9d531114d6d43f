import { type ValidationIssue, error, isBlank, warning } from './issues';

// OU / account rules (docs/product.md §5 "OU").

/** The OU fields these rules read. */
export type OuSettings = {
  id?: string | null;
  freezeDelayDays: number;
  fileDelayDays: number;
  dataDelayDays: number;
  webHookURL?: string | null;
};

export function validateOu(ou: OuSettings): ValidationIssue[] {
  return [
    ...(isBlank(ou.id) ? [error('ou.idMissing', 'id')] : []),
    ...validateOuDelays(ou),
    ...validateWebhookUrl(ou.webHookURL, 'webHookURL'),
  ];
}

/** Delays are whole days, not negative, and freezeDelayDays <= fileDelayDays <= dataDelayDays. */
export function validateOuDelays(
  ou: Pick<OuSettings, 'freezeDelayDays' | 'fileDelayDays' | 'dataDelayDays'>,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const field of ['freezeDelayDays', 'fileDelayDays', 'dataDelayDays'] as const) {
    if (!Number.isInteger(ou[field]) || ou[field] < 0) {
      issues.push(error('ou.delayInvalid', field, { value: ou[field] }));
    }
  }
  if (ou.freezeDelayDays > ou.fileDelayDays) {
    issues.push(
      error('ou.delays', 'freezeDelayDays', {
        freeze: ou.freezeDelayDays,
        file: ou.fileDelayDays,
        data: ou.dataDelayDays,
      }),
    );
  }
  if (ou.fileDelayDays > ou.dataDelayDays) {
    issues.push(
      error('ou.delays', 'fileDelayDays', {
        freeze: ou.freezeDelayDays,
        file: ou.fileDelayDays,
        data: ou.dataDelayDays,
      }),
    );
  }
  return issues;
}

// Host names: labels of letters, digits and inner hyphens, at most 63 characters each.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const DOMAIN = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i');
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;
// scheme://[userinfo@]host[:port][/path][?query][#fragment], with no white space anywhere.
const HTTP_URL = /^(https?):\/\/(?:[^\s/?#@]+@)?(\[[^\s\]]+\]|[^\s/?#:[\]]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/i;

export function isDomainName(value: string): boolean {
  return value.length <= 253 && DOMAIN.test(value);
}

/**
 * A webhook URL, when present, must be an http(s) URL ('ou.webhookInvalid', error); plain http is accepted
 * with a warning ('ou.webhookInsecure'); an address carrying a user name or password is refused
 * ('ou.webhookCredentials'). The URL global is not used: this runs alike in every runtime.
 */
export function validateWebhookUrl(url: string | null | undefined, path = 'webHookURL'): ValidationIssue[] {
  if (isBlank(url)) return [];
  const match = HTTP_URL.exec(url!.trim());
  const host = match?.[2] ?? '';
  const port = match?.[3] === undefined ? 1 : Number(match[3]);
  const validHost = isDomainName(host) || IPV4.test(host) || IPV6.test(host);
  if (!match || !validHost || port < 1 || port > 65535)
    return [error('ou.webhookInvalid', path, { url: url! })];
  // The calls are signed (docs/providers.md "Signatures"): a user name or password in the address would only be
  // stored and shown again in the attempts log.
  if (/^https?:\/\/[^\s/?#]*@/i.test(url!.trim())) return [error('ou.webhookCredentials', path)];
  return match[1]!.toLowerCase() === 'http' ? [warning('ou.webhookInsecure', path, { url: url! })] : [];
}

/** A brand domain is a host name (`mail.example.com`), not a URL: no scheme, port, path or spaces. */
export function validateBrandDomain(
  domain: string | null | undefined,
  path = 'brandDomain',
): ValidationIssue[] {
  if (isBlank(domain) || isDomainName(domain!)) return [];
  return [error('ou.brandDomain', path, { domain: domain! })];
}
