import { describe, expect, it } from 'vitest';
import { isNonPublicAddress } from './address-check';

describe('isNonPublicAddress', () => {
  it('refuses private, loopback, link-local, unique-local and reserved addresses', () => {
    for (const address of [
      '10.0.0.1',
      '10.255.255.255',
      '127.0.0.1',
      '127.1.2.3',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.10',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456:789a::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      'not an address',
    ]) {
      expect({ address, refused: isNonPublicAddress(address) }).toEqual({ address, refused: true });
    }
  });

  it('lets public addresses through', () => {
    for (const address of [
      '93.184.216.34',
      '172.32.0.1',
      '192.169.0.1',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '2002:808:808::1', // 6to4 of 8.8.8.8
      '64:ff9b::808:808', // NAT64 of 8.8.8.8
    ]) {
      expect({ address, refused: isNonPublicAddress(address) }).toEqual({ address, refused: false });
    }
  });
});
