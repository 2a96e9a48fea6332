import { isIP } from 'node:net';

/**
 * The client address as the limits count it (req.ip in; never a header the client chose). An IPv4
 * address counts as itself, also when Node gives it IPv4-mapped ("::ffff:203.0.113.5"). An IPv6
 * address counts as its /64 network: one household or office gets a whole /64 and may pick any
 * address in it, so counting single IPv6 addresses would let one sender rotate past every limit
 * (and fill the limits' storage). Anything else (a missing req.ip) counts as one shared "unknown".
 */
export function clientAddressKey(ip: string | undefined): string {
  const address = (ip ?? '').split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return 'unknown';
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/**
 * The client's network, as the ceilings per subject count it (domain/throttles/send-throttle.ts): an IPv4 /24,
 * an IPv6 /48 (what one site is usually given: a household's /56 or /64 lies inside it). Counting
 * networks rather than addresses lets one sender rotate through the addresses it controls without
 * gaining anything, while a sender on another network never uses up what this one is allowed.
 * A missing address is the shared "unknown", as for clientAddressKey.
 */
export function clientNetworkKey(ip: string | undefined): string {
  const address = clientAddressKey(ip);
  if (address === 'unknown') return address;
  if (!address.includes(':')) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  return `${address.split(':').slice(0, 3).join(':')}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          // An IPv4 tail ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") is the last two groups.
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
