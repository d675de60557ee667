#!/usr/bin/env node
// Checks that a started store answers as a visitor and an integrator see it: the home page (rendered by the gateway
// from the web build) and a GraphQL query for the catalog's categories. Waits up to WAIT_SECONDS (120) for the
// store to start. Exits non-zero, saying what failed, otherwise.
// Usage: node scripts/check-store.mjs [http://localhost:4000]
import { setTimeout as delay } from 'node:timers/promises';

const origin = (process.argv[2] ?? 'http://localhost:4000').replace(/\/$/, '');
const deadline = Date.now() + Number(process.env.WAIT_SECONDS ?? 120) * 1000;

async function fetchWhenUp(url, init) {
  for (;;) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer: ${String(error)}`);
      await delay(500);
    }
  }
}

function fail(message) {
  console.error(`check-store: ${message}`);
  process.exit(1);
}

const home = await fetchWhenUp(`${origin}/`).catch((error) => fail(String(error.message)));
const html = await home.text();
if (home.status !== 200 || !html.includes('<div id="root">'))
  fail(`GET ${origin}/ answered ${home.status}, not the web app's page:\n${html.slice(0, 300)}`);
console.log(`check-store: GET ${origin}/ answered 200 with the web app's page (${html.length} bytes)`);

const query = '{ categories { slug } }';
const answer = await fetchWhenUp(`${origin}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});
const body = await answer.json().catch(() => undefined);
const slugs = body?.data?.categories?.map((category) => category.slug) ?? [];
if (answer.status !== 200 || body?.errors || slugs.length === 0)
  fail(`POST ${origin}/graphql ${query} answered ${answer.status}: ${JSON.stringify(body)}`);
console.log(`check-store: POST ${origin}/graphql ${query} answered ${slugs.join(', ')}`);
