import { describe, expect, it } from 'vitest';

import { devServerOptions } from './devServer';

describe('the dev server options', () => {
  it('listen on 5173 and proxy to the gateway on 4000 when no port is set', () => {
    expect(devServerOptions({})).toEqual({
      port: 5173,
      strictPort: false,
      proxy: { '/graphql': 'http://127.0.0.1:4000', '/storage': 'http://127.0.0.1:4000' },
    });
  });

  it('proxy to the gateway on GATEWAY_PORT and listen on WEB_DEV_PORT', () => {
    expect(devServerOptions({ GATEWAY_PORT: '4100', WEB_DEV_PORT: '5200' })).toEqual({
      port: 5200,
      strictPort: false,
      proxy: { '/graphql': 'http://127.0.0.1:4100', '/storage': 'http://127.0.0.1:4100' },
    });
  });

  it('take the next free port when WEB_DEV_PORT is taken, instead of refusing to start', () => {
    expect(devServerOptions({ WEB_DEV_PORT: '5200' }).strictPort).toBe(false);
  });

  it.each([
    ['GATEWAY_PORT', 'four thousand'],
    ['GATEWAY_PORT', '0'],
    ['WEB_DEV_PORT', '70000'],
    ['WEB_DEV_PORT', '-1'],
  ])('refuse %s=%s with a message naming the variable', (name, value) => {
    expect(() => devServerOptions({ [name]: value })).toThrow(
      `${name} must be a port number (1-65535), not "${value}".`,
    );
  });
});
