#!/usr/bin/env node
// `npm run bench:web`: the store's speed as a buyer on a phone sees it. Starts the built store the way the README
// does (`node scripts/run.mjs`) on a fresh embedded database and free ports, then runs Lighthouse (mobile preset:
// its default config, simulated slow 4G and a 4x slower CPU) with Debian's Chromium on the home page, a category
// shop and a product page, as a visitor who has passed the age gate. Prints performance and accessibility scores,
// LCP, TBT and CLS; exits 1 when a page misses the targets (performance >= 95, accessibility 100).
//
// RUNS=3 takes the median of three runs per page; the JSON reports land in tests/e2e/artifacts/ (ignored by git).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const artifacts = path.join(repoRoot, 'tests/e2e/artifacts');
const runs = Math.max(1, Number(process.env.RUNS ?? 1));
const targets = { performance: 95, accessibility: 100 };
const pages = [
  ['home', '/'],
  ['category shop', '/product-category/premium-cigar'],
  ['product', '/product/1/casa-verano-robusto-maduro-box-of-20'],
];
// The flags of tests/e2e/support/browser.ts.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s`);
}

async function startStore() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-lighthouse-'));
  const gatewayPort = await freePort();
  const storeApiPort = await freePort();
  const baseURL = `http://127.0.0.1:${gatewayPort}`;
  const store = spawn(process.execPath, ['scripts/run.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      GATEWAY_PORT: String(gatewayPort),
      STORE_API_PORT: String(storeApiPort),
      WEB_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${baseURL}/readyz`, 120_000);
  return {
    baseURL,
    async stop() {
      if (store.exitCode === null) {
        const exited = once(store, 'exit');
        store.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const store = await startStore();
  const profile = await mkdtemp(path.join(tmpdir(), 'lighthouse-profile-'));
  const port = await freePort();
  // A persistent context is the browser's default one, which Lighthouse's tabs share: the age flag set here is
  // what a returning visitor has; the HTTP cache is cleared before every run, so each load is a cold one.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const rows = [];
  let missed = false;
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(store.baseURL);
    await page.evaluate(() => globalThis.localStorage.setItem('olderThanTwentyOne', 'true'));
    const cdp = await context.newCDPSession(page);
    await mkdir(artifacts, { recursive: true });

    // One unmeasured load warms the store's own caches (catalog queries), as a store that is in use has them.
    for (const [, pathname] of pages) await fetch(`${store.baseURL}${pathname}`);

    for (const [name, pathname] of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(
          `${store.baseURL}${pathname}`,
          {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // Keep the age flag; the cache was cleared above.
            disableStorageReset: true,
          },
          undefined, // the default config: Lighthouse's mobile preset
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${pathname}`);
        const { lhr } = result;
        if (lhr.runtimeError)
          throw new Error(`${pathname}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        await writeFile(
          path.join(artifacts, `lighthouse-${name.replace(/\s+/g, '-')}-${run + 1}.json`),
          JSON.stringify(lhr, null, 2),
        );
        results.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          failedA11y: Object.values(lhr.audits)
            .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
            .filter((audit) => audit.score === 0)
            .map((audit) => audit.id),
        });
      }
      const row = {
        name,
        pathname,
        performance: median(results.map((r) => r.performance)),
        accessibility: median(results.map((r) => r.accessibility)),
        lcp: median(results.map((r) => r.lcp)),
        tbt: median(results.map((r) => r.tbt)),
        cls: median(results.map((r) => r.cls)),
        failedA11y: [...new Set(results.flatMap((r) => r.failedA11y))],
      };
      row.ok = row.performance >= targets.performance && row.accessibility >= targets.accessibility;
      missed ||= !row.ok;
      rows.push(row);
    }
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await store.stop();
  }

  const version = execFileSync(executablePath, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, ${version}`);
  console.log('page            performance  accessibility     LCP       TBT     CLS    target');
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(16)}${String(row.performance).padStart(11)}${String(row.accessibility).padStart(15)}` +
        `${`${(row.lcp / 1000).toFixed(2)} s`.padStart(10)}${`${Math.round(row.tbt)} ms`.padStart(10)}` +
        `${row.cls.toFixed(3).padStart(8)}    ${row.ok ? 'met' : 'MISSED'}`,
    );
    if (row.failedA11y.length > 0)
      console.log(`${''.padEnd(16)}failed accessibility audits: ${row.failedA11y.join(', ')}`);
  }
  console.log(
    `Targets: performance >= ${targets.performance}, accessibility ${targets.accessibility}. Reports: ${artifacts}`,
  );
  process.exitCode = missed ? 1 : 0;
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
