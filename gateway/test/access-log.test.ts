import { describe, expect, it, vi } from 'vitest';
import { useContractGateway } from './support/contract-gateway.js';
import { graphql } from './support/gateway.js';

/** One access line per request (issue 14: one request, one id), with nothing secret in it. */
const setup = useContractGateway();

interface AccessLine {
  requestId?: string;
  req?: { method: string; path: string };
  res?: { status: number };
  responseTime?: number;
  operationName?: string | null;
  outcome?: string;
}

/** The request's access lines, once its answer has been logged (when the response finished, on the server). */
async function accessLines(requestId: string): Promise<AccessLine[]> {
  const lines = () =>
    (setup.gw.logs as AccessLine[]).filter((line) => line.requestId === requestId && line.req !== undefined);
  await vi.waitFor(() => expect(lines().length).toBeGreaterThan(0), { timeout: 2000 }).catch(() => undefined);
  return lines();
}

describe('access lines', () => {
  it('logs a GraphQL request once, under its request id, with the operation, its outcome and the time taken', async () => {
    const ok = await graphql(setup.gw.url, 'query Menu { categories { slug } }');
    const refused = await graphql(setup.gw.url, 'query Broken { product(id: "0") { id } }');
    const [line] = await accessLines(ok.headers.get('x-request-id')!);
    expect(await accessLines(ok.headers.get('x-request-id')!)).toHaveLength(1);
    expect(line).toMatchObject({
      req: { method: 'POST', path: '/graphql' },
      res: { status: 200 },
      operationName: 'Menu',
      outcome: 'ok',
      responseTime: expect.any(Number) as unknown,
    });
    expect(await accessLines(refused.headers.get('x-request-id')!)).toEqual([
      expect.objectContaining({ operationName: 'Broken', outcome: 'error' }),
    ]);
  });

  it('writes each field of a GraphQL access line once, the request id included', async () => {
    const response = await graphql(setup.gw.url, 'query Menu { categories { slug } }');
    const requestId = response.headers.get('x-request-id')!;
    await accessLines(requestId);
    const [line] = setup.gw.lines.filter((text) => text.includes(requestId) && text.includes('"req":'));
    // JSON with a repeated key is read differently by each log tool (the first, the last, or an error).
    const keys = [...line!.matchAll(/"(\w+)":/g)].map(([, key]) => key);
    expect(keys.filter((key) => key === 'requestId')).toHaveLength(1);
    expect(keys.filter((key) => key === 'operationName')).toHaveLength(1);
    expect(keys.filter((key) => key === 'outcome')).toHaveLength(1);
  });

  it('logs a page by its path alone: no query string (a reset link holds a token), no headers, no cookies', async () => {
    const response = await fetch(
      `${setup.gw.url}/my-account/reset-password?token=secret-token-123&email=a%40b.co`,
      {
        headers: { cookie: 'storefront_session=secret-session-456' },
      },
    );
    await response.text();
    const lines = await accessLines(response.headers.get('x-request-id')!);
    expect(lines).toEqual([
      expect.objectContaining({
        req: { method: 'GET', path: '/my-account/reset-password' },
        res: { status: 200 },
      }),
    ]);
    expect(JSON.stringify(setup.gw.logs)).not.toMatch(/secret-token-123|secret-session-456/);
  });

  it('leaves out health checks', async () => {
    const response = await fetch(`${setup.gw.url}/healthz`);
    expect(await accessLines(response.headers.get('x-request-id')!)).toEqual([]);
  });
});
