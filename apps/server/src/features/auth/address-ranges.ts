import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** `::ffff:10.1.2.3` (an IPv4 client seen on a dual-stack socket) → `10.1.2.3`; other addresses unchanged. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Whether a sign-in from `address` is allowed by a user's address ranges (CIDR, docs/product.md §5): any
 * address when the list is empty; otherwise the address must fall in one of them. A range that does not parse
 * (written before the check existed) allows nothing.
 */
export function addressAllowed(ranges: readonly string[], address: string): boolean {
  if (!ranges.length) return true;
  const list = new BlockList();
  for (const range of ranges) {
    const [net, bits] = range.trim().split('/');
    const prefix = Number(bits);
    if (!net || !Number.isInteger(prefix)) continue;
    const type = isIPv4(net) ? 'ipv4' : isIPv6(net) ? 'ipv6' : null;
    if (!type) continue;
    try {
      list.addSubnet(net, prefix, type);
    } catch {
      // An out-of-range prefix: the range allows nothing.
    }
  }
  const plain = plainAddress(address);
  const type = isIPv4(plain) ? 'ipv4' : isIPv6(plain) ? 'ipv6' : null;
  return type !== null && list.check(plain, type);
}
