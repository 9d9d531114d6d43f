import { describe, expect, it } from 'vitest';
import { parseSmppEndpoint } from './smpp-endpoint';

describe('SMS centre addresses (smpp://)', () => {
  it('reads system_id, host, port (2775 / 3550 by default), TLS, source and system_type', () => {
    expect(parseSmppEndpoint('smpp://acme@smsc.example.net', true).endpoint).toEqual({
      tls: false,
      host: 'smsc.example.net',
      port: 2775,
      systemId: 'acme',
      password: null,
      source: null,
      systemType: '',
    });
    expect(
      parseSmppEndpoint('smpps://acme@10.0.0.5?source=ACME&system_type=VMA', true).endpoint,
    ).toMatchObject({
      tls: true,
      host: '10.0.0.5',
      port: 3550,
      source: 'ACME',
      systemType: 'VMA',
    });
    // In the configuration (SMPP_PROVIDERS) the password may be in the address, percent-encoded.
    expect(parseSmppEndpoint('smpp://acme:p%2Cw@h:2776', false).endpoint).toMatchObject({
      password: 'p,w',
      port: 2776,
    });
  });

  it('refuses what is no SMS centre address, and a password set in System', () => {
    const reason = (value: string, inSystem = true) => parseSmppEndpoint(value, inSystem).problem?.reason;
    expect(reason('https://acme@h')).toMatch(/smpp:\/\//);
    expect(reason('smpp://h:2775')).toMatch(/system_id/);
    expect(reason('smpp://a-very-long-system-id@h')).toMatch(/system_id/);
    expect(reason('smpp://acme:secret@h')).toMatch(/password/);
    expect(reason('smpp://acme:much-too-long@h', false)).toMatch(/longer than 8/);
    expect(reason('smpp://acme@h/path')).toMatch(/path/);
    expect(reason('smpp://acme@h?sender=X')).toMatch(/sender/);
    expect(parseSmppEndpoint('smpp://acme@h', true).problem).toBeNull();
    expect(parseSmppEndpoint('nothing', true).problem?.labelId).toBe('system.provider.error.smppEndpoint');
  });
});
