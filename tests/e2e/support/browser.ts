import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from '../../support/processes.js';

export const screenshotDir = path.join(repoRoot, 'tests/e2e/screenshots');

/** Debian's Chromium (apt-get install chromium), or the one CHROME_PATH names. Never a downloaded build. */
export function findChromium(): string {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install Debian's with \`apt-get update && apt-get install -y chromium\`, ` +
        'or set CHROME_PATH to a Chromium or Chrome executable.',
    );
  }
  return candidate;
}

/** Headless, and quiet: no sandbox (containers), no GPU, no background traffic that would skew timings. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof viewports = 'desktop',
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: viewports[viewport] });
}

/** Saves a full-page screenshot a person can look at: tests/e2e/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Makes the page's `goto` and `reload` wait for the app as well (`<html data-app-ready>`, web/src/app/AppProviders.tsx):
 * a server-rendered page shows before its JavaScript has arrived, and does not respond until the app has hydrated it.
 */
export function waitForAppOnLoad(page: Page): Page {
  const ready = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await ready();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await ready();
    return response;
  };
  return page;
}
