import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, toastMark } from './pages/common.js';
import { StaffPages, staffPassword } from './pages/staff.js';
import { buyerAccount } from './support/accounts.js';
import { admin } from './support/admin.js';
import { describeFindings, seriousViolations } from './support/axe.js';
import { type Session, useJourney } from './support/journey.js';
import { repoRoot } from '../support/processes.js';

// The office screens (issue 32, items 2, 4, 5 and 6): an administrator opens the staff home, whose counts each open
// the list they count, already filtered; writes notes on a customer, an order and a registration; asks a
// registration for more information (the queue shows the date) and attaches the document the business sent back;
// then reads the audit log, filtered by person, kind and day, in words. axe checks each screen; the home screen at
// a phone's width too.

const member = { email: 'office.admin@store.example.com', name: 'Olive Office' };
const fixtures = path.join(repoRoot, 'tests/e2e/fixtures');

async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(describeFindings(await seriousViolations(page)), `axe on ${screen}`).toEqual([]);
}

/** Today in the store's calendar (New York), as a date input takes it. */
function storeToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

/** The text of the option a native select shows as chosen. */
function chosen(select: Locator): Promise<string> {
  return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text ?? '');
}

/** The buyer's GraphQL, with their session cookie, as the storefront sends it. */
async function ask<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data!;
}

/** An order placed through the public API by the logged-in buyer: its id. */
async function placeOrder(page: Page): Promise<string> {
  const { products } = await ask<{
    products: { items: { id: string; stock: number; price: { amount: string } }[] };
  }>(page, '{ products(perPage: 24, sort: PRICE_HIGH_TO_LOW) { items { id stock price { amount } } } }');
  const product = products.items.find((item) => item.stock >= 20)!;
  await ask(
    page,
    'mutation A($id: ID!, $q: Int) { addToCart(productId: $id, quantity: $q) { userErrors { code } } }',
    {
      id: product.id,
      q: Math.ceil(24_000 / Math.round(Number(product.price.amount) * 100)),
    },
  );
  const { states } = await ask<{ states: { id: string; name: string }[] }>(page, '{ states { id name } }');
  const { placeOrder } = await ask<{ placeOrder: { order: { id: string } | null; userErrors: unknown[] } }>(
    page,
    `mutation P($input: PlaceOrderInput!, $key: String!) {
       placeOrder(input: $input, idempotencyKey: $key) { order { id } userErrors { code message } } }`,
    {
      input: {
        billingAddress: {
          name: 'Office Buyer',
          companyName: 'Office Tobacco LLC',
          address: '1 Market Street',
          city: 'Newark',
          stateId: states.find((state) => state.name === 'New Jersey')!.id,
          postcode: '07102',
          phone: '2015550142',
          email: 'buyer-office@example.com',
        },
        acceptTerms: true,
      },
      key: randomUUID(),
    },
  );
  expect(placeOrder.userErrors).toEqual([]);
  return placeOrder.order!.id;
}

/** Writes a staff note in the page's notes section and reads it back with its author and time. */
async function addNote(back: StaffPages, text: string): Promise<void> {
  const notes = back.main.getByRole('region', { name: 'Staff notes' });
  await notes.getByLabel('Add a note').fill(text);
  const mark = await toastMark(back.page);
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expectToast(back.page, 'Note saved.', { after: mark });
  const note = notes.getByRole('listitem').filter({ hasText: text });
  await note.waitFor();
  // The author's name, then when: "Olive Office, Nov 28, 2026, 10:04 AM".
  await note
    .getByText(new RegExp(`^${member.name}, \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M$`))
    .waitFor();
}

describe.sequential('a day at the office', () => {
  const journey = useJourney({ name: '15-office', story: true, buyer: { key: 'office', loggedIn: true } });
  let office: Session;
  let back: StaffPages;
  let orderId = '';
  let registrationId = 0;
  const registrationCompany = 'Officereg Tobacco LLC';

  it('the home screen says what waits today, and each count opens its list already filtered', async () => {
    const created = await admin([
      'create-staff',
      member.email,
      '--role',
      'admin',
      '--name',
      member.name,
      '--password',
      staffPassword,
    ]);
    if (created.exitCode !== 0 && !/exists already/.test(created.stdout + created.stderr))
      throw new Error(`create-staff failed:\n${created.stdout}${created.stderr}`);
    orderId = await placeOrder(journey.page);
    registrationId = (await buyerAccount({ key: 'officereg', approved: false })).id;

    office = await journey.newSession({ keep: true });
    back = new StaffPages(office.page);
    await back.signIn(member.email);
    await office.page.goto('/staff');
    await back.heading.filter({ hasText: 'Today' }).waitFor();
    const counts = back.main.getByRole('list', { name: 'Today’s counts' });
    await counts.getByRole('link').first().waitFor();
    await expectAccessible(office.page, 'the staff home');
    await journey.shot('staff-home', office.page);
    const orderFilters = () => back.main.getByRole('form', { name: 'Filter orders' });

    const lists: [RegExp, string, () => Promise<void>][] = [
      [
        /^Registrations waiting: \d+\. Open the list$/,
        '/staff/registrations',
        async () => {
          const pending = back.main.getByRole('link', { name: 'Pending' });
          expect(await pending.getAttribute('aria-current')).toBe('page');
        },
      ],
      [
        /^Orders to process: \d+\. Open the list$/,
        '/staff/orders?status=PENDING',
        async () =>
          expect(await chosen(orderFilters().getByLabel('Status', { exact: true }))).toBe('Pending'),
      ],
      [
        /^Orders to ship: \d+\. Open the list$/,
        '/staff/orders?status=PROCESSING',
        async () =>
          expect(await chosen(orderFilters().getByLabel('Status', { exact: true }))).toBe('Processing'),
      ],
      [
        /^Licences expiring in 30 days: \d+\. Open the list$/,
        '/staff/customers?certificate=expiring',
        async () =>
          expect(await chosen(back.main.getByLabel('Certificates', { exact: true }))).toBe(
            'Expiring within 30 days',
          ),
      ],
      [
        /^Products out of stock: \d+\. Open the list$/,
        '/staff/catalog?stock=out',
        async () => expect(await chosen(back.main.getByLabel('Stock', { exact: true }))).toBe('Out of stock'),
      ],
    ];
    for (const [name, address, showsFilter] of lists) {
      const link = counts.getByRole('link', { name });
      expect(await link.getAttribute('href'), String(name)).toBe(address);
      await link.click();
      await office.page.waitForURL((url) => `${url.pathname}${url.search}` === address);
      await back.main.getByRole('heading', { level: 1 }).waitFor();
      await showsFilter();
      await office.page.goBack();
      await back.heading.filter({ hasText: 'Today' }).waitFor();
    }
  });

  it('the home screen fits a phone, counts and all', async () => {
    const phone = await journey.newSession({ viewport: 'mobile' });
    const phoneBack = new StaffPages(phone.page);
    await phoneBack.signIn(member.email);
    await phone.page.goto('/staff');
    const counts = phoneBack.main.getByRole('list', { name: 'Today’s counts' });
    await counts.getByRole('link').first().waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
    await expectAccessible(phone.page, 'the staff home on a phone');
    await journey.shot('staff-home-phone', phone.page);
  });

  it('notes on a customer, an order and a registration show their author and time', async () => {
    await office.page.goto(`/staff/customers/${journey.buyer.id}`);
    await back.heading.filter({ hasText: journey.buyer.company }).waitFor();
    await addNote(back, 'Prefers deliveries before noon.');
    await expectAccessible(office.page, 'a customer with a note');

    await office.page.goto(`/staff/orders/${orderId}`);
    await back.heading.filter({ hasText: /^Order / }).waitFor();
    await addNote(back, 'Leave at the loading dock.');
    await expectAccessible(office.page, 'an order with a note');

    await office.page.goto(`/staff/registrations/${registrationId}`);
    await back.heading.filter({ hasText: registrationCompany }).waitFor();
    await addNote(back, 'Called the owner about the licence.');
    // No expiry date was given: the page says so.
    await back.main.getByText('Expiry date missing').first().waitFor();
    await expectAccessible(office.page, 'a registration with a note');
  });

  it('asks the registration for more information; the queue shows the date', async () => {
    await back.main.getByRole('button', { name: 'Request information' }).click();
    const dialog = office.page.getByRole('alertdialog', { name: 'Request information' });
    await dialog.getByLabel(/^Message/).fill('Please send the licence with its expiry date.');
    const mark = await toastMark(office.page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expectToast(office.page, 'Request sent to buyer-officereg@example.com.', { after: mark });
    await back.main.getByText(/^Information requested \w{3} \d{1,2}, \d{4}/).waitFor();

    await back.open('Registrations');
    const row = back.main.getByRole('row').filter({ hasText: registrationCompany });
    await row.getByText(/^Requested \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/).waitFor();
    expect(await row.getByText('Expiry date missing').count()).toBe(2);
    await expectAccessible(office.page, 'the registrations queue');
    await journey.shot('registrations-queue', office.page);
  });

  it('attaches the document the business sent back and shows it in the page', async () => {
    await office.page.goto(`/staff/registrations/${registrationId}`);
    const documents = back.main.getByRole('region', { name: 'Documents from the business' });
    await documents.getByText('No document has been attached yet.').waitFor();
    const mark = await toastMark(office.page);
    await documents.locator('input[type=file]').setInputFiles(path.join(fixtures, 'tobacco-licence.png'));
    await expectToast(office.page, 'Document attached.', { after: mark });
    const attached = documents.getByRole('listitem');
    await attached.getByText(new RegExp(`^Attached .+ by ${member.name}$`)).waitFor();
    const image = attached.getByRole('img', { name: new RegExp(`from ${registrationCompany}$`) });
    await image.waitFor();
    // The picture is really served to the page through the gateway.
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await expectAccessible(office.page, 'a registration with a document');
  });

  it('the audit log reads each action in words, filtered by person, kind and day', async () => {
    await back.nav.getByRole('link', { name: 'Audit log' }).click();
    await back.heading.filter({ hasText: 'Audit log' }).waitFor();
    const filters = back.main.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByLabel('Person').selectOption({ label: member.name });
    await filters.getByLabel('From').fill(storeToday());
    await filters.getByLabel('To').fill(storeToday());
    const entries = back.main.getByRole('region', { name: 'Audit log entries' }).getByRole('table');
    const said = (text: string) => entries.getByText(text, { exact: true });
    await said(
      `${member.name} added a note to customer ${journey.buyer.id}: “Prefers deliveries before noon.”`,
    ).waitFor();
    await said(`${member.name} added a note to order ${orderId}: “Leave at the loading dock.”`).waitFor();
    await said(
      `${member.name} asked registration ${registrationId} for more information: “Please send the licence with its expiry date.”`,
    ).waitFor();
    await expectAccessible(office.page, 'the audit log');

    await filters.getByLabel('Kind of action').selectOption({ label: 'Document attached to a registration' });
    await office.page.waitForURL(/action=registration\.document_attach/);
    await expect
      .poll(async () =>
        (await entries.locator('tbody tr td:last-child').allInnerTexts()).map((text) => text.trim()),
      )
      .toEqual([
        expect.stringMatching(
          new RegExp(`^${member.name} attached “document-\\d+\\.png” to registration ${registrationId}$`),
        ),
      ]);
    // No action code reaches the page.
    expect(await back.main.innerText()).not.toMatch(/\b(registration|order|customer)\.[a-z_]+\b/);
    await journey.shot('audit-log', office.page);
  });
});
