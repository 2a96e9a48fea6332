import { describe, expect, it } from 'vitest';
import { clientAddressKey, clientNetworkKey } from './client-address.js';

// What the limits count as one client (an address, an IPv6 /64) and as one network (an IPv4 /24, an
// IPv6 /48): a sender who may pick any address inside one gains nothing by rotating through them.
describe('client address and network keys', () => {
  it('counts an IPv4 address as itself, also IPv4-mapped, and its network as its /24', () => {
    expect(clientAddressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(clientAddressKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(clientNetworkKey('203.0.113.5')).toBe('203.0.113.0/24');
    expect(clientNetworkKey('::FFFF:203.0.113.250')).toBe('203.0.113.0/24');
    expect(clientNetworkKey('203.0.114.5')).toBe('203.0.114.0/24');
  });

  it('counts an IPv6 address as its /64 and its network as its /48, however it is written', () => {
    expect(clientAddressKey('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
    expect(clientAddressKey('2001:0DB8:0005:0006:ffff::9%eth0')).toBe('2001:db8:5:6::/64');
    expect(clientNetworkKey('2001:db8:5:6::1')).toBe('2001:db8:5::/48');
    expect(clientNetworkKey('2001:db8:5:ffff:1:2:3:4')).toBe('2001:db8:5::/48');
    expect(clientNetworkKey('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(clientNetworkKey('2001:db8:6::1')).not.toBe(clientNetworkKey('2001:db8:5::1'));
    expect(clientNetworkKey('64:ff9b::203.0.113.5')).toBe('64:ff9b:0::/48');
  });

  it('counts a missing or malformed address as one shared "unknown"', () => {
    for (const ip of [undefined, '', 'localhost', '999.1.1.1', '1.2.3']) {
      expect(clientAddressKey(ip)).toBe('unknown');
      expect(clientNetworkKey(ip)).toBe('unknown');
    }
  });
});
