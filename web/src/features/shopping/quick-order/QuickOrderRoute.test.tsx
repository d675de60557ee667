import { screen, waitFor, within } from '@testing-library/react';
import { messages as M } from '@storefront/contract/messages';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { loggedInAs } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { succeeded } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { readCartAddReport } from '../../../shared/commerce/testing/cartAddReport';
import { cartAddReportMessages } from '../../../shared/commerce/messages';
import { topBarMessages } from '../../layout/messages';
import { addLines, type RequestedLine } from '../testing/addLines';
import { cart, type LineSeed, product } from '../testing/fixtures';
import { QUICK_ORDER_CSV, quickOrderMessages as messages } from './messages';

const opus = product('1', 'Opus X Robusto', { stock: 20 });
const padron = product('2', 'Padron 1964', { stock: 10, purchaseLimit: 3 });
const codes = new Map([
  ['gst-10001', '1'],
  ['gst-10002', '2'],
]);

/** A logged-in buyer's quick order against a fake gateway; `requests` holds each AddLinesToCart's lines. */
function openQuickOrder() {
  let lines: LineSeed[] = [];
  const requests: RequestedLine[][] = [];
  const prefixes: string[] = [];
  server.use(
    loggedInAs(),
    gatewayApi.query('CartCountQuery', () => HttpResponse.json({ data: { cart: cart(lines) } })),
    gatewayApi.query('CodeComboboxQuery', ({ variables }) => {
      const prefix = String(variables.prefix).toLowerCase();
      prefixes.push(prefix);
      const found = [...codes].filter(([code]) => code.startsWith(prefix));
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
  return { ...renderApp({ path: '/quick-order' }), requests, prefixes };
}

const codeBox = () => screen.getByRole('combobox', { name: messages.codeLabel });
const quantityBox = () => screen.getByRole('spinbutton', { name: messages.quantityLabel });
const rowTexts = () =>
  within(screen.getByRole('list', { name: messages.rowsHeading }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

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
    expect(screen.getByText(messages.csvLine(2, messages.csvBadQuantity))).toBeInTheDocument();
    expect(rowTexts()).toEqual([expect.stringContaining('GST-10001'), expect.stringContaining('NOPE-9')]);

    await user.upload(
      fileInput,
      new File(['x'.repeat(QUICK_ORDER_CSV.maxBytes + 1)], 'big.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(messages.csvTooBig)).toBeInTheDocument();
    expect(rowTexts()).toHaveLength(2);
  });
});
