import { parse } from 'csv-parse/sync';
import { storeToday } from '@storefront/contract';
import { request } from 'undici';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKENS } from './support/contract.js';
import { useContractGateway } from './support/contract-gateway.js';
import { refuse, type RecordedCall } from './support/fake-store.js';
import {
  installStaffContract,
  order,
  orderDetail,
  STAFF_TOKENS,
  staffCalls,
  staffCookie,
  UNAUTHENTICATED,
} from './support/staff-contract.js';

const setup = useContractGateway();
beforeEach(() => {
  installStaffContract(setup.store);
});

const HEADER = [
  'Order number',
  'Placed (New York time)',
  'Customer',
  'Status',
  'Lines',
  'Subtotal',
  'Tax',
  'Total',
];

/** GET /staff/orders.csv as a browser sends it: with the cookie given (null: none). */
async function download(query = '', cookie: string | null = staffCookie('warehouse')) {
  const response = await request(`${setup.gw.url}/staff/orders.csv${query}`, {
    headers: cookie === null ? {} : { cookie },
  });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, bytes, text: bytes.toString('utf8') };
}

/** The file as a spreadsheet reads it: rows of cells, the header first. */
function rows(text: string): string[][] {
  return parse(text, { bom: true });
}

/** store-api's order list of `count` orders (ids count..1, newest first), paged as the contract pages. */
function ordersOf(count: number, change: (id: number) => Partial<typeof order> = () => ({})) {
  return (call: RecordedCall) => {
    const page = Number(call.query.get('page'));
    const perPage = Number(call.query.get('per_page'));
    const ids = Array.from({ length: count }, (_, index) => count - index).slice(
      (page - 1) * perPage,
      page * perPage,
    );
    return {
      status: 200,
      body: {
        data: ids.map((id) => ({ ...order, id, order_number: String(1000 + id), ...change(id) })),
        meta: { total: count, page, per_page: perPage },
      },
    };
  };
}

describe('GET /staff/orders.csv', () => {
  it('answers the filtered orders as a CSV file to download, never cached', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-${storeToday()}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    // Spreadsheets read the file as UTF-8 by its byte order mark.
    expect([...response.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows(response.text)).toEqual([
      HEADER,
      ['1001', '2026-11-23 07:00', 'Dan Cigars LLC', 'Processing', '1', '240.00', '10.00', '250.00'],
    ]);
    const [call] = staffCalls(setup.store);
    expect(call?.path).toBe('/api/staff/orders');
    expect(call?.headers.authorization).toBe(`Bearer ${STAFF_TOKENS.warehouse}`);
  });

  it('applies the orders query’s filter, sent to store-api under the contract’s names, and asks store-api to audit the export', async () => {
    await download('?status=READY_FOR_PICKUP&from=2026-11-01&to=2026-11-30&customerId=7');
    const [call] = staffCalls(setup.store);
    expect(Object.fromEntries(call!.query)).toEqual({
      status: 'ready_for_pickup',
      from: '2026-11-01',
      to: '2026-11-30',
      customer_id: '7',
      export: 'csv',
      page: '1',
      per_page: '100',
    });
  });

  it('asks store-api to audit the export on its first page only', async () => {
    setup.store.on('GET', '/api/staff/orders', ordersOf(250));
    await download();
    const exports = staffCalls(setup.store).map((call) => [call.query.get('page'), call.query.get('export')]);
    expect(exports).toEqual([
      ['1', 'csv'],
      ['2', null],
      ['3', null],
    ]);
  });

  it("adds the addresses, the shipment and one row per line (SKU, quantity, price) when asked, reading each order's detail", async () => {
    setup.store.on('GET', '/api/staff/orders', (call) => ({
      status: 200,
      body: {
        data: [
          {
            ...orderDetail,
            audit: undefined,
            state_names: { '31': 'New Jersey' },
            shipment: {
              carrier: 'UPS',
              tracking_number: '1Z999',
              expected_delivery_on: '2026-11-30',
              shipped_at: null,
            },
            lines: [
              { ...orderDetail.lines[0], sku: 'GST-10042' },
              {
                ...orderDetail.lines[0],
                id: 602,
                sku: null,
                item_code: 'IC-7',
                item_name: '=Cutter',
                quantity: 1,
              },
            ],
          },
        ],
        meta: { total: 1, page: Number(call.query.get('page')), per_page: 100 },
      },
    }));
    const response = await download('?lines=true&addresses=true&search=Dan');
    const [call] = staffCalls(setup.store);
    expect(call!.query.get('detail')).toBe('true');
    expect(call!.query.get('search')).toBe('Dan');
    const [header, first, second] = rows(response.text);
    expect(header).toEqual([
      ...HEADER,
      ...['Billing', 'Shipping'].flatMap((which) =>
        ['name', 'company', 'address', 'city', 'state', 'postcode', 'phone', 'e-mail'].map(
          (part) => `${which} ${part}`,
        ),
      ),
      'Carrier',
      'Tracking number',
      'Expected delivery',
      'SKU',
      'Product',
      'Quantity',
      'Unit price',
      'Line total',
    ]);
    expect(first!.slice(8, 16)).toEqual([
      'Dan Doe',
      'Dan Cigars LLC',
      '5 Elm St',
      'Trenton',
      'New Jersey',
      '08608',
      '6095550100',
      'dan@shop.example',
    ]);
    expect(first!.slice(24)).toEqual([
      'UPS',
      '1Z999',
      '2026-11-30',
      'GST-10042',
      'Maduro Robusto',
      '2',
      '120.00',
      '240.00',
    ]);
    // A product that is gone keeps its item code; a cell a spreadsheet would run gets an apostrophe.
    expect(second!.slice(27, 30)).toEqual(['IC-7', "'=Cutter", '1']);
    expect(second![0]).toBe('1001');
  });

  it('refuses a lines or addresses parameter that is not true or false', async () => {
    const response = await download('?lines=yes');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ message: 'The lines parameter is true or false.' });
  });

  it('writes each status in words', async () => {
    const statuses = ['pending', 'processing', 'shipped', 'ready_for_pickup', 'delivered', 'cancelled'];
    setup.store.on(
      'GET',
      '/api/staff/orders',
      ordersOf(statuses.length, (id) => ({ status: statuses[id - 1] })),
    );
    const response = await download();
    expect(
      rows(response.text)
        .slice(1)
        .map((row) => row[3]),
    ).toEqual(['Cancelled', 'Delivered', 'Ready for pickup', 'Shipped', 'Processing', 'Pending']);
  });

  it('reads every page of a long list, and writes an order seen on two pages once', async () => {
    const list = ordersOf(250);
    setup.store.on('GET', '/api/staff/orders', (call) => {
      const answer = list(call);
      // An order placed meanwhile pushes the list down: page 2 starts with the last order of page 1.
      if (call.query.get('page') === '2')
        answer.body.data.unshift({ ...order, id: 151, order_number: '1151' });
      return answer;
    });
    const response = await download();
    const numbers = rows(response.text)
      .slice(1)
      .map((row) => row[0]);
    expect(numbers).toHaveLength(250);
    expect(new Set(numbers).size).toBe(250);
    expect(numbers[0]).toBe('1250');
    expect(numbers.at(-1)).toBe('1001');
    expect(
      staffCalls(setup.store)
        .map((call) => call.query.get('page'))
        .sort(),
    ).toEqual(['1', '2', '3']);
  });

  it('refuses more than 10,000 matching orders, asking for a narrower filter, after reading one page', async () => {
    setup.store.on('GET', '/api/staff/orders', ordersOf(10_001));
    const response = await download('?status=DELIVERED');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({
      message:
        '10,001 orders match, and an export holds at most 10,000: narrow the filter (a shorter date range, a status or a customer).',
      requestId: expect.any(String) as string,
    });
    expect(staffCalls(setup.store)).toHaveLength(1);
  });

  it('exports exactly 10,000 orders', async () => {
    setup.store.on('GET', '/api/staff/orders', ordersOf(10_000));
    const response = await download();
    expect(response.status).toBe(200);
    expect(rows(response.text)).toHaveLength(10_001);
    expect(staffCalls(setup.store)).toHaveLength(100);
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula', async () => {
    const names = ['=HYPERLINK("http://evil.example")', '+1 Smoke', '-2 Smoke', '@SUM(A1)', 'Plain LLC'];
    setup.store.on(
      'GET',
      '/api/staff/orders',
      ordersOf(names.length, (id) => ({ customer: { id, company_name: names[names.length - id]! } })),
    );
    const response = await download();
    expect(
      rows(response.text)
        .slice(1)
        .map((row) => row[2]),
    ).toEqual([`'=HYPERLINK("http://evil.example")`, "'+1 Smoke", "'-2 Smoke", "'@SUM(A1)", 'Plain LLC']);
  });

  it('refuses a filter it cannot apply with 400 and a message, asking store-api nothing', async () => {
    const cases: [string, string][] = [
      [
        '?status=LOST',
        'The status must be one of PENDING, PROCESSING, SHIPPED, READY_FOR_PICKUP, DELIVERED, CANCELLED.',
      ],
      ['?from=2026-02-30', 'The from date must be a day written YYYY-MM-DD.'],
      ['?to=yesterday', 'The to date must be a day written YYYY-MM-DD.'],
      ['?from=2026-03-02&to=2026-03-01', 'The to date must not be before the from date.'],
      ['?customerId=7x', 'The customerId must be a whole number from 1 to 2147483647.'],
      ['?customerId=99999999999', 'The customerId must be a whole number from 1 to 2147483647.'],
      ['?status=SHIPPED&status=DELIVERED', 'Give the status parameter once.'],
    ];
    for (const [query, message] of cases) {
      const response = await download(query);
      expect(response.status, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.text)).toEqual({ message, requestId: expect.any(String) as string });
    }
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('answers 401 without a staff session (a buyer’s does not count), before reading the filter', async () => {
    for (const cookie of [null, `storefront_session=${TOKENS.alice}`]) {
      const response = await download('?status=LOST', cookie);
      expect(response.status).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(response.text)).toEqual({
        message: 'Unauthenticated.',
        requestId: expect.any(String) as string,
      });
    }
    expect(staffCalls(setup.store)).toEqual([]);
  });

  it('passes on store-api’s role check: 403 for a role that may not list orders', async () => {
    const response = await download('', staffCookie('sales'));
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text)).toEqual({
      message: 'You are not allowed to do this.',
      requestId: expect.any(String) as string,
    });
  });

  it('answers 401 and clears the staff cookie when store-api no longer accepts the session', async () => {
    setup.store.on('GET', '/api/staff/orders', () => refuse(401, UNAUTHENTICATED));
    const response = await download();
    expect(response.status).toBe(401);
    expect(String(response.headers['set-cookie'])).toMatch(/^staff_session=;/);
  });

  it('answers 503 when store-api cannot be reached, and no file', async () => {
    setup.store.on('GET', '/api/staff/orders', () => ({ destroy: true }));
    const response = await download();
    expect(response.status).toBe(503);
    expect(JSON.parse(response.text)).toEqual({
      message: 'The store is temporarily unavailable. Please try again in a moment.',
      requestId: expect.any(String) as string,
    });
  });

  it('answers an empty list as the header alone', async () => {
    setup.store.on('GET', '/api/staff/orders', () => ({
      status: 200,
      body: { data: [], meta: { total: 0, page: 1, per_page: 100 } },
    }));
    const response = await download();
    expect(rows(response.text)).toEqual([HEADER]);
  });
});
