import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { useContractStoreWithGateways } from './support/contract-gateway.js';
import { graphql, type RunningGateway } from './support/gateway.js';

// Every test connects from 127.0.0.1; X-Forwarded-For is what a load balancer (or a forger) claims.
const setup = useContractStoreWithGateways();

function gatewayTrusting(trustProxy?: string): Promise<RunningGateway> {
  return setup.gateway(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
}

const contact = (gw: RunningGateway, forwardedFor?: string) =>
  graphql(
    gw.url,
    'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { accepted } }',
    { input: { name: 'Ann', email: 'ann@shop.example', subject: 'Hello' } },
    forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } },
  );

/** The client address store-api was told about, for the last contact message that reached it. */
function forwardedToStore(): unknown {
  return setup.store.callsTo('send-contact-message').at(-1)?.headers['x-forwarded-for'];
}

/** The sendContactMessage limit is 5 per 10 minutes per client address. */
async function useUpContactLimit(gw: RunningGateway, forwardedFor: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const response = await contact(gw, forwardedFor);
    expect(response.body.errors).toBeUndefined();
  }
}

describe('the client address without TRUST_PROXY', () => {
  it("is the socket's address: a forged X-Forwarded-For is neither forwarded to store-api nor a rate-limit key", async () => {
    const gw = await gatewayTrusting();
    await useUpContactLimit(gw, '1.2.3.4');
    expect(forwardedToStore()).toBe('127.0.0.1');

    const otherForgedAddress = await contact(gw, '5.6.7.8');
    expect(otherForgedAddress.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('the client address behind a trusted load balancer (TRUST_PROXY=loopback)', () => {
  it('is the address the proxy forwards, and is what store-api is told', async () => {
    const gw = await gatewayTrusting('loopback');
    await contact(gw, '1.2.3.4');
    expect(forwardedToStore()).toBe('1.2.3.4');
  });

  it('keeps a rate-limit count per forwarded address, so one buyer cannot lock out the others', async () => {
    const gw = await gatewayTrusting('loopback');
    await useUpContactLimit(gw, '1.2.3.4');

    const sixth = await contact(gw, '1.2.3.4');
    expect(sixth.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const callsBefore = setup.store.callsTo('send-contact-message').length;

    const otherBuyer = await contact(gw, '5.6.7.8');
    expect(otherBuyer.body.errors).toBeUndefined();
    expect(otherBuyer.body.data).toEqual({ sendContactMessage: { accepted: true } });
    expect(setup.store.callsTo('send-contact-message')).toHaveLength(callsBefore + 1);
    expect(forwardedToStore()).toBe('5.6.7.8');
  });
});

describe('the client address with a hop count', () => {
  it('is the entry the last proxy appended, whatever the client put before it (TRUST_PROXY=1)', async () => {
    const gw = await gatewayTrusting('1');
    await contact(gw, '9.9.9.9, 1.2.3.4');
    expect(forwardedToStore()).toBe('1.2.3.4');
  });

  it("falls back to the socket's address when the trusted entries end in something that is not an address", async () => {
    const gw = await gatewayTrusting('2');
    await contact(gw, 'not-an-address, 1.2.3.4');
    expect(forwardedToStore()).toBe('127.0.0.1');
  });
});

describe('a peer outside the trusted addresses', () => {
  it('has its X-Forwarded-For ignored (TRUST_PROXY=10.0.0.0/8, connecting from 127.0.0.1)', async () => {
    const gw = await gatewayTrusting('10.0.0.0/8');
    await useUpContactLimit(gw, '1.2.3.4');
    expect(forwardedToStore()).toBe('127.0.0.1');

    const otherForgedAddress = await contact(gw, '5.6.7.8');
    expect(otherForgedAddress.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('HSTS behind a TLS-terminating proxy', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const gw = await gatewayTrusting('loopback');
    const response = await fetch(`${gw.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent when an untrusted peer says so', async () => {
    const gw = await gatewayTrusting('10.0.0.0/8');
    const response = await fetch(`${gw.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, and reads false, a hop count, named ranges, addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12,192.0.2.7, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.0.2.7',
      'fd00::/8',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY: true would believe any client/],
    ['0', /TRUST_PROXY: a hop count is from 1 to 10/],
    ['11', /TRUST_PROXY: a hop count is from 1 to 10/],
    ['10.0.0.300', /TRUST_PROXY: invalid IP address: 10\.0\.0\.300/],
    ['10.0.0.0/33', /TRUST_PROXY: invalid range on address: 10\.0\.0\.0\/33/],
    ['load-balancer.internal', /TRUST_PROXY: invalid IP address: load-balancer\.internal/],
    ['loopback,', /TRUST_PROXY: give false, a hop count, or comma-separated addresses/],
    ['', /TRUST_PROXY: give false, a hop count, or comma-separated addresses/],
  ])('refuses %j at start with a message naming the problem', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});

describe('the request id behind a trusted proxy', () => {
  const menu = (gw: RunningGateway, requestId: string) =>
    graphql(gw.url, 'query Menu { categories { slug } }', {}, { headers: { 'x-request-id': requestId } });

  it("is the proxy's X-Request-Id: in the answer, the access line and the call to store-api (TRUST_PROXY=loopback)", async () => {
    const gw = await gatewayTrusting('loopback');
    const response = await menu(gw, 'caddy-5f0c2a9e-request');
    expect(response.headers.get('x-request-id')).toBe('caddy-5f0c2a9e-request');
    expect(setup.store.calls.at(-1)?.headers['x-request-id']).toBe('caddy-5f0c2a9e-request');
    await vi.waitFor(() =>
      expect(gw.logs).toContainEqual(
        expect.objectContaining({ requestId: 'caddy-5f0c2a9e-request', operationName: 'Menu' }),
      ),
    );
  });

  it('is our own when the peer is not trusted, or the id is not a plausible one', async () => {
    const untrusted = await gatewayTrusting('10.0.0.0/8');
    const forged = await menu(untrusted, 'caddy-5f0c2a9e-request');
    expect(forged.headers.get('x-request-id')).not.toBe('caddy-5f0c2a9e-request');

    const trusting = await gatewayTrusting('loopback');
    const implausible = await menu(trusting, 'two words');
    expect(implausible.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
