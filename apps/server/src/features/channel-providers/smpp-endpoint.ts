import { SMPP_PASSWORD_MAX_LENGTH, type LabelKey } from '@postbridge/domain';

// Where the `smpp` provider finds its SMS centre (docs/providers.md "SMS over SMPP"): `smpp://system_id@host:port`
// (or `smpps://` over TLS; ports 2775 and 3550 by default), with `?source=` the sender shown to recipients and
// `?system_type=`. Set in System, the address carries no password: the channel's secret is the password. In
// SMPP_PROVIDERS (the configuration) the password may be written in the address (`system_id:password@`,
// percent-encoded).

export type SmppEndpoint = {
  tls: boolean;
  host: string;
  port: number;
  systemId: string;
  /** Null when the address carries none (System: the channel's secret). */
  password: string | null;
  /** The source address (sender id) of the messages; null: the SMS centre's default. */
  source: string | null;
  systemType: string;
};

/** The longest system_id and password SMPP 3.4 allows (C-octet strings of 16 and 9 octets). */
const SMPP_SYSTEM_ID_MAX = 15;
export const SMPP_PASSWORD_MAX = SMPP_PASSWORD_MAX_LENGTH;
const QUERY_KEYS = ['source', 'system_type'];

type Problem = { reason: string; labelId: LabelKey };

/** Reads an SMS centre's address; `problem` says why it is refused (`inSystem`: a password is refused too). */
export function parseSmppEndpoint(
  value: string,
  inSystem: boolean,
): { endpoint: SmppEndpoint; problem: null } | { endpoint: null; problem: Problem } {
  const refused = (reason: string): { endpoint: null; problem: Problem } => ({
    endpoint: null,
    problem: { reason, labelId: 'system.provider.error.smppEndpoint' },
  });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refused('is not a URL');
  }
  if (url.protocol !== 'smpp:' && url.protocol !== 'smpps:') {
    return refused('must be smpp://system_id@host:port or smpps://system_id@host:port');
  }
  const systemId = decodeURIComponent(url.username);
  if (!systemId || systemId.length > SMPP_SYSTEM_ID_MAX) {
    return refused(`must name the system_id (1 to ${SMPP_SYSTEM_ID_MAX} characters) before the @`);
  }
  if (!url.hostname) return refused('must name the host of the SMS centre');
  if (inSystem && url.password) {
    return refused('must not carry the password: set it as the secret');
  }
  const password = url.password ? decodeURIComponent(url.password) : null;
  if (password && password.length > SMPP_PASSWORD_MAX) {
    return refused(`has a password longer than ${SMPP_PASSWORD_MAX} characters`);
  }
  if ((url.pathname && url.pathname !== '/') || url.hash)
    return refused('must not carry a path or a fragment');
  const unknown = [...url.searchParams.keys()].find((k) => !QUERY_KEYS.includes(k));
  if (unknown) return refused(`knows no parameter ${unknown} (only source and system_type)`);
  const source = url.searchParams.get('source')?.trim() || null;
  if (source && source.length > 20) return refused('has a source longer than 20 characters');
  const tls = url.protocol === 'smpps:';
  return {
    endpoint: {
      tls,
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : tls ? 3550 : 2775,
      systemId,
      password,
      source,
      systemType: url.searchParams.get('system_type')?.trim() ?? '',
    },
    problem: null,
  };
}
