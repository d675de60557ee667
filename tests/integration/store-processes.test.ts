import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runService, waitFor, type Service } from '../support/processes.js';

// The services as `npm start` runs them: two processes talking HTTP, store-api on an embedded database.
let dataDir: string;
let storeApiPort: number;
let gatewayUrl: string;
let storeApi: Service;
let gateway: Service;

function startStoreApi(): Service {
  return runService('store-api/src/main.ts', { DATA_DIR: dataDir, STORE_API_PORT: String(storeApiPort) });
}

interface GraphQLResponse {
  data?: { categories: { slug: string; name: string; children: { slug: string }[] }[] } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql(query: string, origin = gatewayUrl) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-processes-'));
  storeApiPort = await freePort();
  const gatewayPort = await freePort();
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  storeApi = startStoreApi();
  await waitFor(`http://127.0.0.1:${storeApiPort}/healthz`, 90_000);
  gateway = runService('gateway/src/main.ts', {
    GATEWAY_PORT: String(gatewayPort),
    STORE_API_URL: `http://127.0.0.1:${storeApiPort}/api`,
  });
  await waitFor(`${gatewayUrl}/healthz`);
});

afterAll(async () => {
  await gateway?.stop();
  await storeApi?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the store as two processes on an embedded database', () => {
  it('answers the categories query with the seeded tree read from the database', async () => {
    const { status, body } = await graphql('{ categories { slug name children { slug } } }');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.categories.map((category) => category.slug)).toEqual([
      'premium-cigar',
      'cigar',
      'cigarillos',
      'tobacco-accessories',
    ]);
    expect(body.data?.categories[0]?.children.length).toBeGreaterThan(0);
  });

  it('says it is ready when store-api answers', async () => {
    const response = await fetch(`${gatewayUrl}/readyz`);
    expect(response.status).toBe(200);
  });

  it('rejects malformed GraphQL with HTTP 400 and a validation error', async () => {
    const { status, body } = await graphql('{ categories { slug ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('reports store-api down as UPSTREAM_UNAVAILABLE and not ready, then recovers with the data intact after a restart', async () => {
    // SIGKILL: no chance to close the database, as after a crash.
    await storeApi.stop('SIGKILL');
    expect((await fetch(`${gatewayUrl}/readyz`)).status).toBe(503);

    // A gateway that has cached nothing yet, so the answer cannot come from its short-lived catalog cache.
    const freshPort = await freePort();
    const fresh = runService('gateway/src/main.ts', {
      GATEWAY_PORT: String(freshPort),
      STORE_API_URL: `http://127.0.0.1:${storeApiPort}/api`,
    });
    try {
      await waitFor(`http://127.0.0.1:${freshPort}/healthz`);
      const down = await graphql('{ categories { slug } }', `http://127.0.0.1:${freshPort}`);
      expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(JSON.stringify(down.body)).not.toContain(String(storeApiPort));
    } finally {
      await fresh.stop();
    }

    storeApi = startStoreApi();
    await waitFor(`http://127.0.0.1:${storeApiPort}/healthz`, 90_000);
    expect((await fetch(`${gatewayUrl}/readyz`)).status).toBe(200);
    const up = await graphql('{ categories { slug } }');
    expect(up.body.errors).toBeUndefined();
    expect(up.body.data?.categories).toHaveLength(4);
  });

  it('stops store-api cleanly on SIGTERM', async () => {
    expect(await storeApi.stop('SIGTERM')).toBe(0);
  });
});
