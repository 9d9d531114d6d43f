import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isNonPublicAddress } from './address-check';

/** How much of an answer's body is kept in the delivery log. */
const KEPT_ANSWER_BYTES = 2048;

type PostOutcome =
  | { outcome: 'delivered'; httpStatus: number; responseBody: string }
  | { outcome: 'failed'; httpStatus: number | null; error: string; responseBody: string | null }
  /** Not sent: the URL cannot be used, or goes to an address that is not public. */
  | { outcome: 'refused'; error: string };

/**
 * POSTs a JSON body to a webhook URL. The host name is resolved once, every address checked (unless private
 * addresses are allowed), and the connection made to a checked address. A 2xx answer is a delivery; anything
 * else (redirects included: they are not followed) is a failure to retry. The first 2 KB of the answer's body
 * are kept; the rest is read and dropped.
 */
export async function postWebhook(input: {
  url: string;
  body: string;
  headers: Record<string, string>;
  allowPrivate: boolean;
  timeoutMs: number;
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
        responseBody: null,
      };
    }
  }
  if (!input.allowPrivate) {
    const refused = addresses.find((a) => isNonPublicAddress(a.address));
    if (refused)
      return { outcome: 'refused', error: `${host} resolves to ${refused.address}, which is not public` };
  }
  const pinned = addresses[0];
  if (!pinned)
    return { outcome: 'failed', httpStatus: null, error: `${host} has no address`, responseBody: null };
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  return send(url, input, lookup);
}

function send(
  url: URL,
  { body, headers, timeoutMs }: { body: string; headers: Record<string, string>; timeoutMs: number },
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
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (err) =>
      finish({ outcome: 'failed', httpStatus: null, error: messageOf(err), responseBody: null }),
    );
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      // The start of the answer is kept for the delivery log; the rest is read and dropped, so the connection
      // ends cleanly.
      const kept: Buffer[] = [];
      let keptBytes = 0;
      response.on('data', (chunk: Buffer) => {
        if (keptBytes >= KEPT_ANSWER_BYTES) return;
        kept.push(chunk.subarray(0, KEPT_ANSWER_BYTES - keptBytes));
        keptBytes += Math.min(chunk.length, KEPT_ANSWER_BYTES - keptBytes);
      });
      const answer = () => Buffer.concat(kept).toString('utf8');
      response.on('end', () =>
        finish(
          status >= 200 && status < 300
            ? { outcome: 'delivered', httpStatus: status, responseBody: answer() }
            : {
                outcome: 'failed',
                httpStatus: status,
                error: `answered HTTP ${status}`,
                responseBody: answer(),
              },
        ),
      );
      response.on('close', () =>
        finish({
          outcome: 'failed',
          httpStatus: status,
          error: 'the answer was cut short',
          responseBody: answer(),
        }),
      );
    });
    request.end(body);
  });
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
