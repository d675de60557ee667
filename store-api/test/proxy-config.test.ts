import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('TRUST_PROXY, which peers may name the client in X-Forwarded-For', () => {
  it('trusts loopback by default and passes true, false, addresses, CIDR ranges and named ranges to Fastify', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe('uniquelocal');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12,192.0.2.7, fd00::/8, ::1' }).trustProxy).toBe(
      '10.0.0.0/8, 172.16.0.0/12,192.0.2.7, fd00::/8, ::1',
    );
  });

  it.each(['1', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/8/8', 'gateway', 'loopback,', ''])(
    'refuses %j at start, where Fastify would trust nobody or fail',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /Invalid store-api environment: TRUST_PROXY: give true, false, or comma-separated IP addresses/,
      );
    },
  );
});
