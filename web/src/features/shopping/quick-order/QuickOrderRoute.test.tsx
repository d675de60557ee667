import { screen, waitFor, within } from '@testing-library/react';
import { messages as M } from '@storefront/contract/messages';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { approvedViewer, loggedInAs } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { succeeded } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { QuickOrderRouteQueryDocument, QuickOrderRowsQueryDocument } from '../../../gql/graphql';
import { readCartAddReport } from '../../../shared/commerce/testing/cartAddReport';
import { cartAddReportMessages } from '../../../shared/commerce/messages';
import { topBarMessages } from '../../layout/messages';
import { addLines, type RequestedLine } from '../testing/addLines';
import { cart, type LineSeed, product } from '../testing/fixtures';
import { QUICK_ORDER_CSV, quickOrderMessages as messages } from './messages';

// $50.00 a unit and $5.00 tax (the fixtures' default).
const opus = product('1', 'Opus X Robusto', { stock: 20 });
const padron = product('2', 'Padron 1964', { stock: 10, purchaseLimit: 3 });
const soldOut = product('3', 'Padron Londres', { stock: 0 });
const catalog = [opus, padron, soldOut];
const codes = new Map([
  ['gst-10001', '1'],
  ['gst-10002', '2'],
  ['gst-10003', '3'],
  // The store knows the code, but no longer sells its product.
  ['gst-10099', '99'],
]);

interface QuickOrderOptions {
  viewer?: typeof approvedViewer;
  /** What the cart holds when the page opens. */
  inCart?: LineSeed[];
  /** Where the page opens (a reminder's link carries `?lines=`). */
  path?: string;
}

/**
 * A logged-in buyer's quick order against a fake gateway; `requests` holds each AddLinesToCart's lines and
 * `lookUps` the codes of each QuickOrderRowsQuery.
 */
function openQuickOrder({
  viewer = approvedViewer,
  inCart = [],
  path = '/quick-order',
}: QuickOrderOptions = {}) {
  let lines: LineSeed[] = inCart;
  const requests: RequestedLine[][] = [];
  const prefixes: string[] = [];
  const lookUps: string[][] = [];
  server.use(
    loggedInAs(viewer),
    gatewayApi.query(QuickOrderRouteQueryDocument, () => HttpResponse.json({ data: { cart: cart(lines) } })),
    gatewayApi.query(QuickOrderRowsQueryDocument, ({ variables }) => {
      const asked = [variables.codes].flat();
      lookUps.push(asked);
      return HttpResponse.json({
        data: {
          productsByCode: asked.map((code) => {
            const id = codes.get(code.toLowerCase()) ?? null;
            const found = catalog.find((candidate) => candidate.id === id);
            return {
              __typename: 'ProductCodeMatch' as const,
              code,
              productId: id,
              product: found ? { ...found, sku: `GST-1000${found.id}` } : null,
            };
          }),
        },
      });
    }),
    gatewayApi.query('CartCountQuery', () => HttpResponse.json({ data: { cart: cart(lines) } })),
    gatewayApi.query('CodeComboboxQuery', ({ variables }) => {
      const prefix = String(variables.prefix).toLowerCase();
      prefixes.push(prefix);
      // Suggestions come from the first two products only.
      const found = [...codes].slice(0, 2).filter(([code]) => code.startsWith(prefix));
      return HttpResponse.json({
        data: {
          productCodeSuggestions: found.map(([code, id]) => ({
            __typename: 'Product' as const,
            id,
            name: id === '1' ? opus.name : padron.name,
            sku: code.toUpperCase(),
            itemCode: `IC-${id}`,
            barcode: null,
          })),
        },
      });
    }),
    gatewayApi.mutation('AddLinesToCart', ({ variables }) => {
      const requested = variables.lines as RequestedLine[];
      requests.push(requested);
      const answer = addLines(lines, [opus, padron], requested, codes);
      lines = answer.lines;
      return HttpResponse.json({
        data: {
          addLinesToCart: succeeded('AddLinesToCartPayload', {
            cart: cart(lines),
            results: answer.results,
            wishlist: null,
          }),
        },
      });
    }),
  );
  return { ...renderApp({ path }), requests, prefixes, lookUps };
}

const codeBox = () => screen.getByRole('combobox', { name: messages.codeLabel });
const quantityBox = () => screen.getByRole('spinbutton', { name: messages.quantityLabel });
const rowItems = () =>
  within(screen.getByRole('list', { name: messages.rowsHeading })).getAllByRole('listitem');
const rowTexts = () => rowItems().map((row) => row.textContent);

/** Types a row's code and quantity and adds it with Enter. */
async function enterRow(user: ReturnType<typeof userEvent.setup>, code: string, quantity: number) {
  await user.click(codeBox());
  await user.paste(code);
  await user.clear(quantityBox());
  await user.type(quantityBox(), `${quantity}{Enter}`);
  await waitFor(() => expect(codeBox()).toHaveValue(''));
}

describe('quick order', { timeout: 30_000 }, () => {
  it('sends a visitor to log in', async () => {
    const { router } = renderApp({ path: '/quick-order' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is linked from the account menu', async () => {
    openQuickOrder();
    const menu = await screen.findByRole('navigation', { name: topBarMessages.accountMenu });
    expect(within(menu).getByRole('link', { name: topBarMessages.quickOrder })).toHaveAttribute(
      'href',
      '/quick-order',
    );
  });

  it('adds a row with Enter, suggests products as a code is typed, and adds every row with one button, saying what became of each', async () => {
    const { user, requests } = openQuickOrder();
    await screen.findByRole('heading', { level: 1, name: messages.title }, { timeout: 10_000 });

    // Typed at a person's pace: with no pause between keys the combobox drops keys in the test DOM, not in
    // Chromium, where the quick order journey types codes as a barcode scanner does.
    await userEvent.setup({ delay: 30 }).type(codeBox(), 'gst-1000');
    // The list is found anew each time: it opens while the first answer loads and its element may be replaced.
    const suggestionList = () => screen.getByRole('listbox', { name: messages.codeLabel });
    await waitFor(() => expect(within(suggestionList()).getAllByRole('option')).toHaveLength(2));
    const suggestions = suggestionList();
    expect(within(suggestions).getByRole('option', { name: new RegExp(padron.name) })).toBeInTheDocument();
    await user.click(within(suggestions).getByRole('option', { name: new RegExp(opus.name) }));
    await waitFor(() => expect(codeBox()).toHaveValue('GST-10001'));
    await user.clear(quantityBox());
    await user.type(quantityBox(), '4{Enter}');

    // Later codes are pasted, as from a spreadsheet.
    await user.click(codeBox());
    await user.paste('GST-10002');
    await user.clear(quantityBox());
    await user.type(quantityBox(), '5');
    await user.click(screen.getByRole('button', { name: messages.addRow }));

    await user.click(codeBox());
    await user.paste('NOPE-1');
    await user.keyboard('{Escape}{Enter}');
    await waitFor(() => expect(codeBox()).toHaveValue(''));
    expect(rowTexts()).toHaveLength(3);
    // The field empties in place and keeps the focus: the next code can be typed (or scanned) at once.
    expect(codeBox()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: messages.addAll }));

    const report = await readCartAddReport(cartAddReportMessages.title(true));
    expect(report.lines).toEqual([
      `${padron.name}: 3 of 5 added (${M.purchaseLimit(3)})`,
      `NOPE-1: ${cartAddReportMessages.notAdded} (${M.unknownCode})`,
    ]);
    await user.click(within(report.dialog).getByRole('button', { name: cartAddReportMessages.close }));
    expect(requests).toEqual([
      [
        { code: 'GST-10001', quantity: 4 },
        { code: 'GST-10002', quantity: 5 },
        { code: 'NOPE-1', quantity: 1 },
      ],
    ]);
    const rows = rowTexts();
    expect(rows[0]).toContain(messages.added);
    expect(rows[1]).toContain(`${messages.partlyAdded(3, 5)} (${M.purchaseLimit(3)})`);
    expect(rows[2]).toContain(`${messages.notAdded} (${M.unknownCode})`);
  });

  it('says what is wrong with a row and adds nothing', async () => {
    const { user } = openQuickOrder();
    await screen.findByRole('heading', { level: 1, name: messages.title }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: messages.addRow }));
    expect(screen.getByText(messages.enterCode)).toBeInTheDocument();

    await user.click(codeBox());
    await user.paste('GST-1');
    await user.clear(quantityBox());
    await user.type(quantityBox(), '0');
    await user.click(screen.getByRole('button', { name: messages.addRow }));
    expect(screen.getByText(messages.quantityRule)).toBeInTheDocument();
    expect(screen.getByText(messages.noRows)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.addAll })).toBeDisabled();
  });

  it('loads the rows of a CSV file, lists the rows it left out, and refuses a file over 100 KB', async () => {
    const { user } = openQuickOrder();
    const fileInput = await screen.findByLabelText(messages.csvLabel, undefined, { timeout: 10_000 });

    const csv = new File(['sku,quantity\nGST-10001,2\nGST-10002,x\nNOPE-9,1\n'], 'order.csv', {
      type: 'text/csv',
    });
    await user.upload(fileInput, csv);

    expect(await screen.findByText(messages.csvLoaded(2))).toBeInTheDocument();
    // The spreadsheet's own row number: the header is row 1.
    expect(screen.getByText(messages.csvLine(3, messages.csvBadQuantity))).toBeInTheDocument();
    expect(rowTexts()).toEqual([expect.stringContaining('GST-10001'), expect.stringContaining('NOPE-9')]);

    await user.upload(
      fileInput,
      new File(['x'.repeat(QUICK_ORDER_CSV.maxBytes + 1)], 'big.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(messages.csvTooBig)).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(2);
  });

  it("shows each row's product, stock, purchase limit, unit price and line total as it is entered, and the list's total against the $200 minimum", async () => {
    const { user, lookUps } = openQuickOrder();
    await screen.findByRole('heading', { level: 1, name: messages.title }, { timeout: 10_000 });

    await enterRow(user, 'gst-10001', 2);
    const [first] = await waitFor(() => {
      const items = rowItems();
      expect(items[0]).toHaveTextContent(opus.name);
      return items;
    });
    expect(first).toHaveTextContent('gst-10001');
    expect(first).toHaveTextContent(messages.inStock(20));
    expect(first).toHaveTextContent(`${messages.unitPrice}: $50.00`);
    expect(first).toHaveTextContent(`${messages.lineTotal}: $100.00`);
    expect(within(first!).getByRole('img', { name: opus.name })).toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-invalid');

    const totals = screen.getByRole('region', { name: messages.totalsHeading });
    expect(totals).toHaveTextContent(`${messages.subtotal}$100.00`);
    expect(totals).toHaveTextContent(`${messages.tax}$10.00`);
    expect(totals).toHaveTextContent(`${messages.total}$110.00`);
    expect(within(totals).getByText('Add $90.00 more to reach the $200 minimum.')).toBeInTheDocument();
    expect(within(totals).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '55');

    await enterRow(user, 'GST-10002', 2);
    await waitFor(() => expect(rowItems()[1]).toHaveTextContent(padron.name));
    expect(rowItems()[1]).toHaveTextContent(messages.purchaseLimit(3));
    expect(totals).toHaveTextContent(`${messages.total}$220.00`);
    expect(within(totals).getByText('Your order reaches the $200 minimum.')).toBeInTheDocument();
    // Each look-up asks for every row's code at once.
    expect(lookUps.at(-1)).toEqual(['gst-10001', 'gst-10002']);
  });

  it('marks an unknown code and a product no longer sold on their rows at once', async () => {
    const { user } = openQuickOrder();
    await screen.findByRole('heading', { level: 1, name: messages.title }, { timeout: 10_000 });

    await enterRow(user, 'NOPE-1', 1);
    await enterRow(user, 'GST-10099', 1);

    await waitFor(() => expect(rowItems()[0]).toHaveAttribute('aria-invalid', 'true'));
    expect(rowItems()[0]).toHaveAccessibleDescription(`${M.unknownCode}`);
    await waitFor(() => expect(rowItems()[1]).toHaveAccessibleDescription(`${M.noLongerAvailable}`));
    expect(screen.getByRole('region', { name: messages.totalsHeading })).toHaveTextContent(
      `${messages.total}$0.00`,
    );
  });

  it('marks a row that the stock, the purchase limit or what the cart holds cuts short, and counts only what fits', async () => {
    const { user } = openQuickOrder({ inCart: [{ id: '900', product: padron, quantity: 2 }] });
    await screen.findByRole('heading', { level: 1, name: messages.title }, { timeout: 10_000 });

    await enterRow(user, 'GST-10002', 2);
    await enterRow(user, 'GST-10003', 1);
    await enterRow(user, 'GST-10001', 25);

    await waitFor(() => expect(rowItems()[2]).toHaveAttribute('aria-invalid', 'true'));
    const [limited, soldOutRow, short] = rowItems();
    expect(limited).toHaveAccessibleDescription(`${messages.rowShort(1, M.purchaseLimit(3), 2)}`);
    expect(limited).toHaveTextContent('Only 1 can be added (At most 3 per order; 2 already in your cart)');
    expect(soldOutRow).toHaveAccessibleDescription(`None can be added (Out of stock)`);
    expect(short).toHaveAccessibleDescription(`Only 20 can be added (20 in stock)`);
    // 1 Padron and 20 Opus X at $50.00 and $5.00 tax; the meter adds the cart's 2 Padron ($110.00).
    const totals = screen.getByRole('region', { name: messages.totalsHeading });
    expect(totals).toHaveTextContent(`${messages.total}$1,155.00`);
    expect(totals).toHaveTextContent(messages.withCart('$110.00'));
  });

  it('looks up the rows of a CSV file in one query', async () => {
    const { user, lookUps } = openQuickOrder();
    const fileInput = await screen.findByLabelText(messages.csvLabel, undefined, { timeout: 10_000 });
    await user.upload(
      fileInput,
      new File(['sku,quantity\nGST-10002,1\nGST-10001,2\nNOPE-9,1\n'], 'order.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(rowItems()[2]).toHaveAccessibleDescription(`${M.unknownCode}`));
    expect(rowItems()[0]).toHaveTextContent(padron.name);
    expect(lookUps).toEqual([['gst-10001', 'gst-10002', 'nope-9']]);
  });

  it('shows a customer who is not approved yet the rows as typed, without looking them up', async () => {
    const { user, lookUps } = openQuickOrder({
      viewer: { ...approvedViewer, status: 'PENDING', canOrder: false },
    });
    await screen.findByRole('heading', { level: 1, name: messages.title }, { timeout: 10_000 });
    await enterRow(user, 'GST-10001', 2);
    expect(rowTexts()).toEqual([`GST-10001${messages.quantityLabel}: 2`]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lookUps).toEqual([]);
    expect(screen.queryByRole('region', { name: messages.totalsHeading })).not.toBeInTheDocument();
  });

  it("opens with a reorder reminder link's products and quantities, ready to add", async () => {
    const { user, requests } = openQuickOrder({ path: '/quick-order?lines=GST-10001:6,GST-10002:2' });
    expect(await screen.findByText(messages.prefilled(2), {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()).toHaveLength(2));
    await waitFor(() => expect(rowTexts()[0]).toContain(opus.name));
    expect(rowTexts()[1]).toContain(padron.name);

    await user.click(screen.getByRole('button', { name: messages.addAll }));
    await waitFor(() => expect(rowTexts()[1]).toContain(messages.added));
    expect(rowTexts()[0]).toContain(messages.added);
    expect(requests).toEqual([
      [
        { code: 'GST-10001', quantity: 6 },
        { code: 'GST-10002', quantity: 2 },
      ],
    ]);
  });

  it("leaves out a link's entries it cannot read, and says how many", async () => {
    openQuickOrder({ path: '/quick-order?lines=GST-10001:0,GST-10002:3,GST-10003,:4,GST-10099:99999' });
    expect(await screen.findByText(messages.prefilled(1), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(messages.prefillSkipped(4))).toBeInTheDocument();
    await waitFor(() => expect(rowTexts()).toHaveLength(1));
    expect(rowTexts()[0]).toContain(padron.name);
  });
});
