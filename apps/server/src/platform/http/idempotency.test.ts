import { describe, expect, it } from 'vitest';
import { RequestHash } from './idempotency';

const form = (boundary: string, name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="parameters"\r\n\r\n{"jobName":"${name}"}\r\n--${boundary}--\r\n`;

/** The hash of `body` sent in chunks of `size` bytes, as a multipart request with `boundary`. */
function hashOf(boundary: string, body: string, size: number, url = '/api/jobs'): string {
  const hash = new RequestHash({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const bytes = Buffer.from(body);
  for (let i = 0; i < bytes.length; i += size) hash.update(bytes.subarray(i, i + size));
  return hash.digest();
}

describe('the hash that identifies a request', () => {
  it('is the same however the body is cut into chunks, even through a boundary', () => {
    const whole = hashOf('xyz123', form('xyz123', 'November'), 10_000);
    for (const size of [1, 2, 3, 5, 7, 13])
      expect(hashOf('xyz123', form('xyz123', 'November'), size)).toBe(whole);
  });

  it('ignores the multipart boundary a client draws, not the content nor the URL', () => {
    const first = hashOf('aaaa', form('aaaa', 'November'), 4);
    expect(hashOf('bbbbbbbb', form('bbbbbbbb', 'November'), 3)).toBe(first);
    expect(hashOf('aaaa', form('aaaa', 'December'), 4)).not.toBe(first);
    expect(hashOf('aaaa', form('aaaa', 'November'), 4, '/api/jobs?x=1')).not.toBe(first);
  });
});
