import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LoginPage } from './pages/account.js';
import { productPath, products, slugOf } from './pages/catalog.js';
import { useJourney } from './support/journey.js';
import { specText } from './support/spec-text.js';

// The store as `npm start` runs it (production): pages carry a Content-Security-Policy with a per-response nonce,
// and the app still hydrates and works under it; addresses that name nothing answer 404 with Page Not Found.

/** What the browser reported against the page: CSP violations, and React errors (#418/#419: a failed hydration). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      /Content Security Policy|securitypolicyviolation/i.test(text) ||
      (message.type() === 'error' && /React error #\d+|Hydration failed|did not match/.test(text))
    )
      problems.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => {
    if (/React error #\d+|Content Security Policy/.test(error.message))
      problems.push(`${page.url()}: ${error.message}`);
  });
  return problems;
}

/** Every violation the page's policy reports, as a console error the watcher above hears. */
const reportViolations = () =>
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(
      `securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
    ),
  );

function nonceOf(response: Response | null): string | undefined {
  const policy = response?.headers()['content-security-policy'];
  return /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
}

/** A seeded product no other journey buys (stock 120), so its quantity box is never at its end. */
const panetela = { id: 22, name: 'Harbor Leaf Panetela Natural (Box of 50)' };

const unknownAddresses = [
  '/no/such/page',
  '/product-category/no-such-thing',
  '/product-brand/999999',
  '/product/999999/x',
  '/product/no-such-slug',
];

describe('pages under the Content-Security-Policy', () => {
  const journey = useJourney({ name: 'security-pages' });

  it('home, a category and a product page load, hydrate and work with the policy on and nothing blocked', async () => {
    const { page, context } = journey;
    await context.addInitScript(reportViolations);
    const problems = watchConsole(page);

    const home = await page.goto('/');
    expect(nonceOf(home)).toBeDefined();
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const category = await page.goto('/product-category/premium-cigar');
    expect(nonceOf(category)).toBeDefined();
    expect(nonceOf(category)).not.toBe(nonceOf(home));
    await page.getByRole('heading', { level: 1, name: 'Premium Cigars' }).waitFor();

    // The app works: a product card's link moves there in the browser, without loading a page.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name }).first().click();
    await page.waitForURL('**/product/**');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

    const product = await page.goto(`/product/${panetela.id}/${slugOf(panetela.name)}`);
    expect(product?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: panetela.name }).waitFor();
    // The hydrated page answers: a visitor's Log in moves to the login screen in the browser, without a load.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).first().click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

    expect(problems).toEqual([]);
  });
});

describe('logging in under the policy', () => {
  const journey = useJourney({ name: 'security-pages-login', buyer: { key: 'security-pages' } });

  it('logs a buyer in over http://localhost in production mode', async () => {
    const { buyer } = journey;
    const localhost = journey.baseURL.replace('127.0.0.1', 'localhost');
    const { page, context } = journey;
    await context.addInitScript(reportViolations);
    const problems = watchConsole(page);

    const login = new LoginPage(page);
    await page.goto(`${localhost}/login`);
    await login.logIn(buyer.email, buyer.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('link', { name: 'My account' }).first().waitFor();
    const cookie = (await context.cookies(localhost)).find(({ name }) => name === 'storefront_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // Still logged in on the next page the server renders.
    await page.goto(`${localhost}${productPath(products.tableLighter)}`);
    await page.getByText(products.tableLighter.price).first().waitFor();
    expect(problems).toEqual([]);
  });
});

describe('addresses that name nothing', () => {
  const journey = useJourney({ name: 'security-pages-404' });

  it('answer 404 with Page Not Found, links home and to contact, and hydrate without a React error', async () => {
    const { page, context } = journey;
    await context.addInitScript(reportViolations);
    const problems = watchConsole(page);

    for (const address of unknownAddresses) {
      const response = await page.goto(address);
      expect({ address, status: response?.status() }).toEqual({ address, status: 404 });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: specText.notFound }).waitFor();
      expect(await main.getByRole('link', { name: /home/i }).getAttribute('href')).toBe('/');
      expect(await main.getByRole('link', { name: /contact/i }).getAttribute('href')).toBe('/contact');
    }
    expect(problems).toEqual([]);
  });

  it('show the same Page Not Found when the browser moves there itself', async () => {
    const { page, context } = journey;
    await context.addInitScript(reportViolations);
    const problems = watchConsole(page);
    await page.goto('/');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));

    for (const address of unknownAddresses) {
      // As a link inside the app would: React Router follows the history, no page is loaded.
      await page.evaluate((to) => {
        window.history.pushState({ idx: window.history.length }, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, address);
      await page.waitForURL(`**${address}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: specText.notFound }).waitFor();
      await main.getByRole('link', { name: /contact/i }).waitFor();
    }
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('the store started as npm start starts it', () => {
  const baseURL = inject('baseURL');

  it('answers a misspelt field without suggesting the right one', async () => {
    const response = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categoriez { slug } }' }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(response.status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/categoriez/);
    expect(JSON.stringify(body)).not.toMatch(/Did you mean/i);
  });

  it('serves no metrics on the public port', async () => {
    expect((await fetch(`${baseURL}/metrics`)).status).toBe(404);
  });
});

describe("the store's own GraphQL explorer, without internet access", () => {
  const journey = useJourney({ name: 'security-pages-explorer', buyer: { key: 'explorer' } });

  it('opens from the Sandbox page, loads under its policy from the gateway alone, and sends the Authorization header set in it', async () => {
    const { context, baseURL, buyer } = journey;
    const outside: string[] = [];
    // No internet: every request to another origin fails, as Apollo's CDN would.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(baseURL) || url.startsWith('data:') || url.startsWith('blob:'))
        return route.continue();
      outside.push(url);
      return route.abort('internetdisconnected');
    });
    await context.addInitScript(reportViolations);
    // A page of its own: the journey's waits for the web app, which these pages are not.
    const page = await context.newPage();
    const problems = watchConsole(page);

    await page.goto(`${baseURL}/graphql`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: "the store's own explorer" }).click();
    await page.waitForURL('**/graphql/explorer');
    const editor = page.locator('.graphiql-query-editor .CodeMirror');
    await editor.waitFor();
    expect(outside.some((url) => url.includes('apollographql.com'))).toBe(true);

    // A buyer's token, as an integration holds it, entered in the Headers tab.
    const login = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: buyer.email, p: buyer.password },
      }),
    });
    const { data } = (await login.json()) as { data: { login: { token: string } } };
    await page.getByRole('button', { name: 'Headers', exact: true }).click();
    await page.locator('.graphiql-editor-tool .CodeMirror').last().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${data.login.token}` }));
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('query Me { viewer { email } }');
    // GraphiQL reads the operation's name from the editor a moment later; its tab then bears it.
    await page.locator('.graphiql-tab').getByText('Me', { exact: true }).waitFor();

    const answered = page.waitForResponse(
      (response) =>
        response.url() === `${baseURL}/graphql` && (response.request().postData() ?? '').includes('query Me'),
    );
    await page.getByRole('button', { name: /Execute query/ }).click();
    const response = await answered;
    expect(response.request().headers().authorization).toBe(`Bearer ${data.login.token}`);
    expect(await response.json()).toMatchObject({ data: { viewer: { email: buyer.email } } });
    await page.locator('.graphiql-response').getByText(buyer.email).waitFor();
    await journey.shot('graphql-explorer', page);

    expect(outside.filter((url) => !url.includes('apollographql.com') && !url.includes('fonts.g'))).toEqual(
      [],
    );
    expect(problems).toEqual([]);
  });
});
