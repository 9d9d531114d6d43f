import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isNonPublicAddress } from './address-check';

/** How long one attempt may take, connection and answer included. */
const TIMEOUT_MS = 10_000;

type PostOutcome =
  | { outcome: 'delivered'; httpStatus: number }
  | { outcome: 'failed'; httpStatus: number | null; error: string }
  /** Not sent: the URL cannot be used, or goes to an address that is not public. */
  | { outcome: 'refused'; error: string };

/**
 * POSTs a JSON body to a webhook URL. The host name is resolved once, every address checked (unless private
 * addresses are allowed), and the connection made to a checked address. A 2xx answer is a delivery; anything
 * else (redirects included: they are not followed) is a failure to retry.
 */
export async function postWebhook(input: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
}): Promise<PostOutcome> {
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return { outcome: 'refused', error: 'the webhook URL is not valid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { outcome: 'refused', error: `the scheme ${url.protocol} is not http or https` };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await dns.lookup(host, { all: true, verbatim: true });
    } catch (err) {
      return {
        outcome: 'failed',
        httpStatus: null,
        error: `${host} could not be resolved: ${messageOf(err)}`,
      };
    }
  }
  if (!input.allowPrivate) {
    const refused = addresses.find((a) => isNonPublicAddress(a.address));
    if (refused)
      return { outcome: 'refused', error: `${host} resolves to ${refused.address}, which is not public` };
  }
  const pinned = addresses[0];
  if (!pinned) return { outcome: 'failed', httpStatus: null, error: `${host} has no address` };
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return send(url, input.body, input.headers, lookup);
}

function send(
  url: URL,
  body: string,
  headers: Record<string, string>,
  lookup: LookupFunction,
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Postbridge-Webhooks/1',
      },
      lookup,
    });
    // One deadline for the whole exchange: a receiver that trickles its answer does not hold the worker.
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    );
    request.on('error', (err) => finish({ outcome: 'failed', httpStatus: null, error: messageOf(err) }));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      // The answer's body is not needed: read and dropped, so the connection ends cleanly.
      response.resume();
      response.on('end', () =>
        finish(
          status >= 200 && status < 300
            ? { outcome: 'delivered', httpStatus: status }
            : { outcome: 'failed', httpStatus: status, error: `answered HTTP ${status}` },
        ),
      );
      response.on('close', () =>
        finish({ outcome: 'failed', httpStatus: status, error: 'the answer was cut short' }),
      );
    });
    request.end(body);
  });
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
