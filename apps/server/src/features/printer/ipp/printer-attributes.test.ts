import ipp from 'ipp-encoder';
import { describe, expect, it } from 'vitest';
import { printerAddresses } from '../present-printer';
import { basicCredentials } from './ipp-endpoint';
import { encodeIppResponse, STATUS, TAG } from '../../../platform/ipp/ipp-message';
import {
  jobAttributes,
  jobIdOfUri,
  printerAttributes,
  printerUuid,
  selectAttributes,
} from './printer-attributes';

const context = {
  printerUri: 'ipp://print.example:8080/ipp/print/tok',
  name: 'Postbridge',
  moreInfoUrl: 'http://print.example:8080/printer',
  secure: false,
  basicAuth: false,
  now: new Date('2026-11-20T10:00:00Z'),
};

/** The attributes as a client reads them back: name → values. */
function roundTrip(attributes: ReturnType<typeof printerAttributes>) {
  const bytes = encodeIppResponse({ version: { major: 2, minor: 0 }, requestId: 1 }, STATUS.ok, 'ok', [
    { tag: TAG.printer, attributes },
  ]);
  const group = ipp.response.decode(bytes).groups[1]!;
  return Object.fromEntries(group.attributes.map((a) => [a.name, { tag: a.tag, value: [a.value].flat() }]));
}

describe('printerAttributes', () => {
  it('says what an IPP Everywhere client needs, in the right types', () => {
    const read = roundTrip(printerAttributes(context));
    expect(read['printer-uri-supported']).toEqual({ tag: TAG.uri, value: [context.printerUri] });
    expect(read['document-format-supported']).toEqual({ tag: TAG.mimeMediaType, value: ['application/pdf'] });
    expect(read['ipp-versions-supported']!.value).toEqual(['1.1', '2.0']);
    expect(read['operations-supported']!.value).toEqual([2, 4, 8, 9, 10, 11]);
    expect(read['media-supported']!.value).toEqual(['iso_a4_210x297mm', 'na_letter_8.5x11in']);
    expect(read['printer-state']).toEqual({ tag: TAG.enum, value: [3] });
    expect(read['uri-security-supported']!.value).toEqual(['none']);
    expect(read['uri-authentication-supported']!.value).toEqual(['none']);
    expect(read['pdl-override-supported']!.value).toEqual(['not-attempted']);
    expect(read['color-supported']).toEqual({ tag: TAG.boolean, value: [true] });
    // rangeOfInteger 1-1: eight bytes.
    expect(Buffer.from(String(read['copies-supported']!.value[0]), 'utf8')).toEqual(
      Buffer.from([0, 0, 0, 1, 0, 0, 0, 1]),
    );
  });

  it('says tls and basic when reached over https with HTTP Basic', () => {
    const read = roundTrip(printerAttributes({ ...context, secure: true, basicAuth: true }));
    expect(read['uri-security-supported']!.value).toEqual(['tls']);
    expect(read['uri-authentication-supported']!.value).toEqual(['basic']);
  });

  it('gives a stable UUID for a printer address, whoever prints', () => {
    expect(printerUuid('ipp://h:80/ipp/print/a')).toBe(printerUuid('ipp://h:80/ipp/print/b'));
    expect(printerUuid('ipp://h:80/ipp/print/a')).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('selectAttributes', () => {
  const all = printerAttributes(context);
  it('answers every attribute for none, all or a group name', () => {
    expect(selectAttributes(all, [], 'printer')).toHaveLength(all.length);
    expect(selectAttributes(all, ['printer-description'], 'printer')).toHaveLength(all.length);
  });
  it('answers the named ones, skipping unknown names', () => {
    expect(selectAttributes(all, ['printer-state', 'no-such-thing'], 'printer').map((a) => a.name)).toEqual([
      'printer-state',
    ]);
  });
  it('answers a default list when told to', () => {
    const job = jobAttributes(
      { ippJobId: 3, name: 'x', pages: 2, size: 2048, printedAt: new Date(0), owner: 'sender' },
      context.printerUri,
    );
    expect(selectAttributes(job, [], 'job', ['job-id', 'job-uri']).map((a) => a.value)).toEqual([
      [3],
      [`${context.printerUri}/jobs/3`],
    ]);
  });
});

describe('jobIdOfUri', () => {
  it('reads the job number of a job URI', () => {
    expect(jobIdOfUri('ipp://h:80/ipp/print/t/jobs/12')).toBe(12);
    expect(jobIdOfUri('ipp://h:80/ipp/print/t')).toBeUndefined();
    expect(jobIdOfUri(undefined)).toBeUndefined();
  });
});

describe('printerAddresses', () => {
  it('writes the port, ipp for http and ipps for https', () => {
    expect(printerAddresses({ publicUrl: 'http://mail.example' })).toEqual({
      ippUrl: 'ipp://mail.example:80/ipp/print',
      httpUrl: 'http://mail.example/ipp/print',
    });
    expect(printerAddresses({ publicUrl: 'https://mail.example:8443/pb' })).toEqual({
      ippUrl: 'ipps://mail.example:8443/pb/ipp/print',
      httpUrl: 'https://mail.example:8443/pb/ipp/print',
    });
  });
});

describe('basicCredentials', () => {
  it('reads the login and the token of HTTP Basic', () => {
    const header = `Basic ${Buffer.from('sender:tok:en').toString('base64')}`;
    expect(basicCredentials(header)).toEqual({ login: 'sender', password: 'tok:en' });
    expect(basicCredentials('Bearer abc')).toBeNull();
    expect(basicCredentials(undefined)).toBeNull();
  });
});
