import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, type TestContext } from 'vitest';
import { loginState, type BuyerAccount, type BuyerOptions, buyerAccount } from './accounts.js';
import { numberToastsScript } from '../pages/common.js';
import { launchBrowser, screenshot, viewports, waitForAppOnLoad } from './browser.js';
import { GraphQLRecorder } from './graphql.js';

/** React's errors for a page whose HTML the browser could not hydrate (production builds give only the number). */
const HYDRATION_ERROR =
  /Minified React error #(418|419|423|425)\b|Hydration failed|did not match|hydrated but some attributes/;

export type Viewport = keyof typeof viewports;

export interface JourneyOptions {
  /** Screenshot prefix, e.g. '3-buying'. */
  name: string;
  viewport?: Viewport;
  /** Sets the age flag before the first page loads (default true); only the age-gate journey turns it off. */
  ageConfirmed?: boolean;
  /** A buyer this journey uses; with `loggedIn`, every page starts logged in as them (a cached storageState). */
  buyer?: BuyerOptions & { loggedIn?: boolean };
  /** One browser context for every test of the block: the tests are consecutive steps of one story. */
  story?: boolean;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  gql: GraphQLRecorder;
}

export interface Journey extends Session {
  readonly browser: Browser;
  readonly baseURL: string;
  /** The buyer of this journey (see JourneyOptions.buyer). */
  readonly buyer: BuyerAccount;
  /** Another, independent browser context (a second visitor, another viewport), closed after the test. */
  newSession(options?: {
    viewport?: Viewport;
    storageState?: string;
    ageConfirmed?: boolean;
    /** In a story: the session stays open for the next tests (another person's browser), closed with the browser. */
    keep?: boolean;
  }): Promise<Session>;
  /**
   * Runs a check whose failure is recorded without stopping the test (vitest's expect.soft): for wording and other
   * details that do not change what the buyer can do next, so one wrong text does not hide the rest of a story.
   */
  soft(label: string, check: () => Promise<void> | void): Promise<void>;
  /** expect.soft(actual, label).toEqual(expected), counted as a soft failure (see soft). */
  softEqual(label: string, actual: unknown, expected: unknown): void;
  /** A full-page screenshot of the page as it is: tests/e2e/screenshots/<journey>--<name>-<viewport>.png. */
  shot(name: string, page?: Page): Promise<string>;
  /** The same screen at the desktop and the mobile size (the viewport is put back afterwards). */
  shots(name: string, page?: Page): Promise<void>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

function viewportOf(page: Page): Viewport {
  const size = page.viewportSize();
  return size && size.width < 1024 ? 'mobile' : 'desktop';
}

/** Loads lazily loaded images now, so they are in the full-page screenshot (a slow one is left out, not waited). */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'))
      image.loading = 'eager';
  });
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
      timeout: 2_000,
    })
    .catch(() => undefined);
}

/**
 * Registers the hooks of a browser journey: one Chromium per block, a fresh context per test (or per block for a
 * story), the GraphQL recorder, and a failure report that names the screenshot, the page address, the visible
 * toasts and the last GraphQL errors the gateway returned.
 */
export function useJourney(options: JourneyOptions): Journey {
  let browser: Browser;
  let current: Session | undefined;
  let buyer: BuyerAccount | undefined;
  let storageState: string | undefined;
  const extra: Session[] = [];
  const pageErrors = new WeakMap<Page, string[]>();
  const hydrationErrors: string[] = [];
  const baseURL = inject('baseURL');

  async function open(
    viewport: Viewport,
    state: string | undefined,
    ageConfirmed = options.ageConfirmed ?? true,
  ): Promise<Session> {
    const context = await browser.newContext({
      baseURL,
      viewport: viewports[viewport],
      ...(state ? { storageState: state } : {}),
    });
    if (ageConfirmed)
      await context.addInitScript(() => window.localStorage.setItem('olderThanTwentyOne', 'true'));
    context.setDefaultTimeout(10_000);
    await GraphQLRecorder.watchUploads(context);
    await context.addInitScript(numberToastsScript);
    // Any page of the context (a link opened in a new tab too), whether React throws the error or logs it.
    const hydrationError = (page: Page | null, message: string) => {
      if (HYDRATION_ERROR.test(message)) hydrationErrors.push(`${page?.url() ?? '(no page)'}: ${message}`);
    };
    context.on('console', (message) => {
      if (message.type() === 'error') hydrationError(message.page(), message.text());
    });
    context.on('weberror', (error) => hydrationError(error.page(), error.error().message));
    const gql = new GraphQLRecorder(context);
    const page = waitForAppOnLoad(await context.newPage());
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, gql };
  }

  async function report(ctx: TestContext): Promise<void> {
    const session = current;
    const lines: string[] = [];
    if (session && !session.page.isClosed()) {
      const file = await screenshot(
        session.page,
        `${options.name}--FAILED--${slug(ctx.task.name)}-${viewportOf(session.page)}`,
      ).catch((error: unknown) => `(no screenshot: ${String(error)})`);
      const toasts = await session.page
        .getByRole('region', { name: /Notifications/ })
        .locator('[data-part="root"]')
        .allInnerTexts()
        .catch(() => []);
      await session.gql.settle();
      lines.push(
        `Screenshot: ${path.relative(process.cwd(), file)}`,
        `Page: ${session.page.url()}`,
        `Toasts: ${toasts.map((toast) => toast.replace(/\s+/g, ' ').trim()).join(' | ') || '(none)'}`,
        `Last GraphQL errors:${
          session.gql
            .lastErrors(6)
            .map((line) => `\n  ${line}`)
            .join('') || ' (none)'
        }`,
      );
      const errors = pageErrors.get(session.page) ?? [];
      if (errors.length > 0) lines.push(`Uncaught page errors:\n  ${errors.slice(-3).join('\n  ')}`);
    }
    const text = `\n\n--- what the journey saw ---\n${lines.join('\n')}`;
    console.error(`[${options.name}] ${ctx.task.name}${text}`);
    const error = ctx.task.result?.errors?.[0];
    if (error) error.message = `${error.message}${text}`;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.buyer) {
      buyer = await buyerAccount(options.buyer);
      if (options.buyer.loggedIn) storageState = await loginState(browser, baseURL, buyer);
    }
    if (options.story) current = await open(options.viewport ?? 'desktop', storageState);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  let storyBroken = '';
  let softFailures = 0;
  beforeEach(async (ctx) => {
    softFailures = 0;
    // A story's steps build on each other: after a failed step the rest would only fail again, louder.
    if (options.story && storyBroken) ctx.skip(`an earlier step failed: ${storyBroken}`);
    if (!options.story) current = await open(options.viewport ?? 'desktop', storageState);
  });

  afterEach(async (ctx) => {
    // The test's error is recorded before afterEach runs, while the page is still open to be photographed.
    if (ctx.task.result?.state === 'fail') {
      // Only soft checks failed: the story can go on from here.
      const hardFailure = (ctx.task.result.errors?.length ?? 0) > softFailures;
      if (hardFailure) storyBroken ||= ctx.task.name;
      await report(ctx);
    }
    for (const session of extra.splice(0)) await session.context.close();
    if (!options.story) await current?.context.close();
    // The browser's first render of a server-rendered page must match its HTML; React reports it when not.
    const mismatches = hydrationErrors.splice(0);
    if (mismatches.length > 0)
      throw new Error(`The page did not hydrate the server's HTML:\n  ${mismatches.join('\n  ')}`);
  });

  const journey: Journey = {
    get browser() {
      return browser;
    },
    baseURL,
    get buyer() {
      if (!buyer) throw new Error(`The journey ${options.name} has no buyer option.`);
      return buyer;
    },
    get context() {
      return current!.context;
    },
    get page() {
      return current!.page;
    },
    get gql() {
      return current!.gql;
    },
    async newSession(sessionOptions = {}) {
      const session = await open(
        sessionOptions.viewport ?? options.viewport ?? 'desktop',
        sessionOptions.storageState,
        sessionOptions.ageConfirmed,
      );
      if (!(sessionOptions.keep && options.story)) extra.push(session);
      return session;
    },
    async soft(label, check) {
      try {
        await check();
      } catch (error) {
        softFailures++;
        const message = error instanceof Error ? error.message.split('\n--- what')[0] : String(error);
        expect.soft(message, label).toBe('(no failure)');
      }
    },
    softEqual(label, actual, expected) {
      if (JSON.stringify(actual) !== JSON.stringify(expected)) softFailures++;
      expect.soft(actual, label).toEqual(expected);
    },
    async shot(name, page = current!.page) {
      await loadLazyImages(page);
      return screenshot(page, `${options.name}--${name}-${viewportOf(page)}`);
    },
    async shots(name, page = current!.page) {
      const original = page.viewportSize();
      const first = viewportOf(page);
      await journey.shot(name, page);
      const other: Viewport = first === 'desktop' ? 'mobile' : 'desktop';
      await page.setViewportSize(viewports[other]);
      await page.waitForTimeout(300); // layout and lazy images settle at the new width
      await journey.shot(name, page);
      if (original) await page.setViewportSize(original);
    },
  };
  return journey;
}
