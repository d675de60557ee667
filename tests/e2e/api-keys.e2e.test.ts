import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../docs/examples/webhooks.mjs';
import { repoRoot } from '../support/processes.js';
import { expectFieldErrors, expectToast, field, setChecked, toastMark } from './pages/common.js';
import { StaffPages, staffPassword } from './pages/staff.js';
import { staff } from './support/admin.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { viewports } from './support/browser.js';
import { useJourney } from './support/journey.js';

// Journey: an integration of the buyer's (issue 31). The buyer makes a scoped API key on the account's "API access"
// screen and registers a webhook endpoint on its "Webhooks" screen; the guide's integration script
// (docs/examples/order.mjs), given only the key, orders by SKU; the warehouse moves the order in the back office
// (processing, shipped with a tracking number, delivered) and the receiver, a real HTTP server, gets a delivery for
// each change signed with the secret the screen showed; the buyer reads the delivery log and redelivers one; once
// the buyer revokes the key, the script's next call is refused with UNAUTHENTICATED. axe checks both screens at the
// desktop size and at 390 px.

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

interface OrderEvent {
  type: string;
  data: { order: { id: number; status: string; previous_status: string | null } };
}

/** axe's serious findings on the screen as it is, at the desktop size and at 390 px wide. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    await page.setViewportSize(viewport);
    expect(
      describeFindings(await seriousViolations(page)),
      `axe on ${label} at ${viewport.width} px`,
    ).toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}

/** Runs an example of docs/integrators.md as an integration runs it: its own process, with only what `env` gives. */
function runExample(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'docs/examples', file), ...args],
      { env, timeout: 30_000 },
      (error, stdout, stderr) => {
        if (!error) resolve({ exitCode: 0, stdout, stderr });
        else if (typeof error.code === 'number') resolve({ exitCode: error.code, stdout, stderr });
        else reject(new Error(`${file} could not run: ${error.message}`));
      },
    );
  });
}

describe.sequential(
  'a buyer connects an integration: an API key, an order, webhooks, then the key revoked',
  () => {
    const journey = useJourney({
      name: 'api-keys',
      story: true,
      buyer: { key: 'integrator', loggedIn: true },
    });
    const warehouse = 'integrations-warehouse@staff.example.com';
    let secret = '';
    let signingSecret = '';
    /** The order's id: GraphQL's `Order.id`, the back office's and the webhooks' (`Order.number` is `order-{id}`). */
    let orderId = '';
    let sku = '';

    // The buyer's webhook receiver: a real HTTP server on this machine (the journeys' store allows a local http://
    // receiver, WEBHOOK_ALLOW_PRIVATE_HTTP, as store-api's webhook tests do), keeping each delivery as it came.
    const deliveries: Delivery[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
    let receiverUrl = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/store-events`;
    });
    afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

    /** The deliveries so far, each signature checked with the secret the Webhooks screen showed (or it throws). */
    async function verifiedDeliveries(count: number): Promise<{ id: string; event: OrderEvent }[]> {
      await expect.poll(() => deliveries.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
      const standard = new Webhook(signingSecret);
      return deliveries.map(({ headers, body }) => {
        // The guide's own check (docs/examples/webhooks.mjs), and the Standard Webhooks library's.
        const event = verifyWebhook(signingSecret, headers, body) as OrderEvent;
        expect(standard.verify(body, headers as Record<string, string>)).toEqual(event);
        return { id: String(headers['webhook-id']), event };
      });
    }

    /** What an integration does: one GraphQL POST with the key, nothing else (no cookie, no browser). */
    async function integration<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await fetch(`${journey.baseURL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLAnswer<T>;
    }

    /** docs/examples/order.mjs, run with nothing but the store's address and the key. */
    const orderScript = (...lines: string[]) =>
      runExample('order.mjs', lines, { GRAPHQL_URL: `${journey.baseURL}/graphql`, STORE_API_KEY: secret });

    it('makes a key with scopes on the API access screen and sees its secret once', async () => {
      const { page } = journey;
      await page.goto(`${journey.baseURL}/my-account/api-access`);
      await page.getByRole('heading', { name: 'API access', level: 2 }).waitFor();
      await expectAccessible(page, 'API access');

      await page.getByRole('button', { name: 'Create key' }).click();
      await expect.poll(() => page.getByText('Please enter a name for the key.').isVisible()).toBe(true);

      await field(page, 'Name').fill('Till system');
      for (const scope of [
        'Read the catalogue and your prices',
        'Manage the cart and place orders',
        'Read your orders and their status',
      ])
        await setChecked(page.getByRole('checkbox', { name: scope }), true);
      await page.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByTestId('api-key-secret');
      await shown.waitFor();
      secret = (await shown.textContent())?.trim() ?? '';
      expect(secret).toMatch(/^wsk_[A-Za-z0-9_-]{43}$/);
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toContain('will not be shown again');
      await expectAccessible(page, 'API access with the new secret');
      await journey.shots('secret-shown');

      await page.getByRole('button', { name: 'I have copied it' }).click();
      await expect.poll(() => shown.count()).toBe(0);
      const row = page.getByRole('row', { name: /Till system/ });
      await expect.poll(() => row.textContent()).toContain(secret.slice(0, 12));
    });

    it('registers the receiver on the Webhooks screen and keeps the signing secret it shows once', async () => {
      const { page } = journey;
      await page.goto(`${journey.baseURL}/my-account/webhooks`);
      await page.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor();
      await page.getByText('You have no webhook endpoints yet.').waitFor();
      await expectAccessible(page, 'Webhooks');

      const form = page.getByRole('form', { name: 'Add an endpoint' });
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await expectFieldErrors(form, ['Please enter the URL of your endpoint.']);
      await field(form, 'Endpoint URL').fill('ftp://example.com/hooks');
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await expectFieldErrors(form, ['The URL must be a full https:// address.']);

      await field(form, 'Endpoint URL').fill(receiverUrl);
      for (const event of ['Order placed', 'Order status changed', 'Order cancelled'])
        expect(await form.getByRole('checkbox', { name: event }).isChecked(), event).toBe(true);
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      const notice = page.getByRole('region', { name: 'Your new signing secret' });
      await notice
        .getByText('Copy it now and keep it with your receiver: it will not be shown again.')
        .waitFor();
      signingSecret = (await notice.locator('code').textContent())?.trim() ?? '';
      expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
      await expectAccessible(page, 'Webhooks with the new signing secret');
      await journey.shots('webhook-secret-shown');

      await notice.getByRole('button', { name: 'I have saved it' }).click();
      await expect.poll(() => notice.count()).toBe(0);
      const endpoint = page.getByRole('listitem').filter({ hasText: receiverUrl });
      await endpoint.getByText('On', { exact: true }).waitFor();
      await expect
        .poll(() => endpoint.textContent())
        .toContain('Order placed, Order status changed, Order cancelled');
    });

    it('the guide’s integration script, given only the key, orders by SKU and the receiver is told', async () => {
      const listing = await integration<{
        products: {
          items: {
            sku: string | null;
            stock: number;
            purchaseLimit: number | null;
            price: { amount: string } | null;
          }[];
        };
      }>('{ products(perPage: 40) { items { sku stock purchaseLimit price { amount } } } }');
      expect(listing.errors).toBeUndefined();
      const product = listing.data!.products.items.find(
        (item) =>
          item.sku !== null &&
          item.price !== null &&
          Number(item.price.amount) >= 20 &&
          item.stock >= 40 &&
          (item.purchaseLimit === null || item.purchaseLimit >= 20),
      );
      expect(product).toBeDefined();
      sku = product!.sku!;
      const quantity = Math.ceil(250 / Number(product!.price!.amount));

      const run = await orderScript(`${sku}:${quantity}`);
      expect(run.stderr).toBe('');
      expect(run.exitCode).toBe(0);
      expect(run.stdout).toContain(`${sku} added ${quantity}/${quantity}`);
      const placed = /^placed order-(\d+) PENDING$/m.exec(run.stdout);
      expect(placed, run.stdout).not.toBeNull();
      orderId = placed![1]!;

      const [first] = await verifiedDeliveries(1);
      expect(first!.event).toMatchObject({
        type: 'order.placed',
        data: { order: { id: Number(orderId), status: 'pending', previous_status: null } },
      });
    });

    it('each status change the warehouse makes in the back office reaches the receiver, signed', async () => {
      await staff.createStaff(warehouse, 'warehouse', staffPassword);
      const { page } = await journey.newSession();
      const back = new StaffPages(page);
      await back.signIn(warehouse);
      await page.goto(`/staff/orders/${orderId}`);
      await back.heading.filter({ hasText: orderId }).waitFor();

      await back.main.getByRole('button', { name: 'Mark processing' }).click();
      await back.main.getByRole('button', { name: 'Mark shipped' }).waitFor();
      expect((await verifiedDeliveries(2))[1]!.event.data.order).toMatchObject({
        status: 'processing',
        previous_status: 'pending',
      });

      await back.main.getByRole('button', { name: 'Mark shipped' }).click();
      const ship = page.getByRole('alertdialog', { name: `Ship order ${orderId}?` });
      await ship.getByRole('textbox', { name: /Carrier/ }).fill('UPS');
      await ship.getByRole('textbox', { name: /Tracking number/ }).fill('1Z 999 AA1 0123');
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await back.main.getByRole('button', { name: 'Mark delivered' }).waitFor();
      expect((await verifiedDeliveries(3))[2]!.event.data.order).toMatchObject({
        status: 'shipped',
        previous_status: 'processing',
      });

      await back.main.getByRole('button', { name: 'Mark delivered' }).click();
      await back.main.getByText('The order is delivered: its status no longer changes.').waitFor();
      const all = await verifiedDeliveries(4);
      expect(
        all.map(({ event }) => [event.type, event.data.order.status, event.data.order.previous_status]),
      ).toEqual([
        ['order.placed', 'pending', null],
        ['order.status_changed', 'processing', 'pending'],
        ['order.status_changed', 'shipped', 'processing'],
        ['order.status_changed', 'delivered', 'shipped'],
      ]);
      expect(all.every(({ event }) => String(event.data.order.id) === orderId)).toBe(true);
      expect(new Set(all.map(({ id }) => id)).size).toBe(4);
    });

    it('reads the delivery log on the Webhooks screen and redelivers one, which arrives again with its id', async () => {
      const { page } = journey;
      await page.goto(`${journey.baseURL}/my-account/webhooks`);
      const endpoint = page.getByRole('listitem').filter({ hasText: receiverUrl });
      await endpoint.getByRole('button', { name: 'Delivery log' }).click();
      const log = page.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
      const rows = log.getByRole('row');
      // The header row and the four deliveries, newest first, each accepted by the receiver at once.
      await expect.poll(() => rows.count()).toBe(5);
      const bodyRows = await rows.allInnerTexts();
      expect(bodyRows.slice(1).map((row) => row.split('\t').slice(1, 4).join(' | '))).toEqual([
        'order.status_changed | 1 | Delivered (204)',
        'order.status_changed | 1 | Delivered (204)',
        'order.status_changed | 1 | Delivered (204)',
        'order.placed | 1 | Delivered (204)',
      ]);
      await expectAccessible(page, 'the delivery log');
      await journey.shots('webhook-delivery-log');

      const mark = await toastMark(page);
      await rows.nth(1).getByRole('button', { name: 'Redeliver' }).click();
      await expectToast(page, 'Delivery queued again.', { after: mark });
      const all = await verifiedDeliveries(5);
      expect(all[4]!.id).toBe(all[3]!.id);
      expect(all[4]!.event).toEqual(all[3]!.event);
    });

    it('once the buyer revokes the key in the browser, the script’s next call is refused at once', async () => {
      const { page } = journey;
      await page.goto(`${journey.baseURL}/my-account/api-access`);
      await page.getByRole('button', { name: 'Revoke Till system' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Revoke this key?' });
      await dialog.waitFor();
      await expectAccessible(page, 'the revoke dialog');
      await dialog.getByRole('button', { name: 'Revoke key' }).click();
      await expect.poll(() => page.getByText('You have no API keys yet.').isVisible()).toBe(true);

      const refused = await integration(
        'mutation Add($lines: [CartLineInput!]!) { addLinesToCart(lines: $lines) { userErrors { code } } }',
        { lines: [{ code: sku, quantity: 1 }] },
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const run = await orderScript(`${sku}:1`);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(/^refused: UNAUTHENTICATED: /);
      expect(run.stdout).toBe('');
    });
  },
);
