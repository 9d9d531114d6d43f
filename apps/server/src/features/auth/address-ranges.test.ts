import { describe, expect, it } from 'vitest';
import { addressAllowed } from './address-ranges';

describe('addressAllowed', () => {
  it('allows any address when the user has no range', () => {
    expect(addressAllowed([], '203.0.113.9')).toBe(true);
  });

  it('allows an address inside one of the ranges only', () => {
    const ranges = ['10.0.0.0/8', '192.168.1.7/32'];
    expect(addressAllowed(ranges, '10.200.3.4')).toBe(true);
    expect(addressAllowed(ranges, '192.168.1.7')).toBe(true);
    expect(addressAllowed(ranges, '192.168.1.8')).toBe(false);
    expect(addressAllowed(ranges, '11.0.0.1')).toBe(false);
  });

  it('reads IPv4 clients seen through IPv6 sockets, and IPv6 ranges', () => {
    expect(addressAllowed(['127.0.0.0/8'], '::ffff:127.0.0.1')).toBe(true);
    expect(addressAllowed(['2001:db8::/32'], '2001:db8:1::5')).toBe(true);
    expect(addressAllowed(['2001:db8::/32'], '2001:db9::5')).toBe(false);
  });

  it('lets a range that does not parse allow nothing', () => {
    expect(addressAllowed(['not-a-range'], '10.0.0.1')).toBe(false);
    expect(addressAllowed(['10.0.0.0/40'], '10.0.0.1')).toBe(false);
  });
});
