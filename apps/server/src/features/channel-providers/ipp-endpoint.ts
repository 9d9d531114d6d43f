import type { LabelKey } from '@postbridge/domain';

// The printer URI of an `ipp-print` channel, set in System as its endpoint (docs/providers.md "Print over IPP"):
// an IPP Everywhere printer (`ipp://host:631/ipp/print`, `ipps://…`) or a CUPS queue
// (`ipp://host:631/printers/<queue>`), without credentials that would be stored in clear, nor a query.

/** Why a printer URI is refused, or null when it is usable. */
export function ippPrinterUriProblem(value: string): { reason: string; labelId: LabelKey } | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { reason: 'is not a URI', labelId: 'system.provider.error.endpointIpp' };
  }
  if ((url.protocol !== 'ipp:' && url.protocol !== 'ipps:') || !url.hostname) {
    return {
      reason: 'must be a printer URI ipp://host[:port]/path or ipps://host[:port]/path',
      labelId: 'system.provider.error.endpointIpp',
    };
  }
  if (url.username || url.password) {
    return {
      reason: 'must not carry a user name or password',
      labelId: 'system.provider.error.endpointCredentials',
    };
  }
  if (url.search || url.hash || /[?#]/.test(value)) {
    return { reason: 'must not carry a query or a fragment', labelId: 'system.provider.error.endpointQuery' };
  }
  return null;
}
