import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { loggedInAs } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { succeeded } from '../../../../test/payloads';
import { cartAddReportMessages } from '../../../shared/commerce/messages';
import { readCartAddReport } from '../../../shared/commerce/testing/cartAddReport';
import { addLines, type RequestedLine } from '../../shopping/testing/addLines';
import { cart, type LineSeed, product, type ProductFixture } from '../../shopping/testing/fixtures';
import { headerMessages } from '../../layout/messages';
import { orderDetailMessages } from '../messages';
import { order, orderLine } from '../testing/fixtures';

/** Order 42 of the logged-in buyer, and a store that sells `catalog` (a product missing from it is no longer sold). */
function openOrder(lines: ReturnType<typeof orderLine>[], catalog: readonly ProductFixture[]) {
  let cartLines: LineSeed[] = [];
  const requests: Record<string, unknown>[] = [];
  server.use(
    loggedInAs(),
    gatewayApi.query('CartCountQuery', () => HttpResponse.json({ data: { cart: cart(cartLines) } })),
    gatewayApi.query('CartRouteQuery', () => HttpResponse.json({ data: { cart: cart(cartLines) } })),
    gatewayApi.query('OrderDetailRouteQuery', () =>
      HttpResponse.json({ data: { order: order('42', { lines }) } }),
    ),
    gatewayApi.mutation('AddLinesToCart', ({ variables }) => {
      requests.push(variables);
      const answer = addLines(cartLines, catalog, variables.lines as RequestedLine[]);
      cartLines = answer.lines;
      return HttpResponse.json({
        data: {
          addLinesToCart: succeeded('AddLinesToCartPayload', {
            cart: cart(cartLines),
            results: answer.results,
            wishlist: null,
          }),
        },
      });
    }),
  );
  return { ...renderApp({ path: '/my-account/orders/42' }), requests };
}

const hemingway = product('p1', 'Arturo Fuente Hemingway', { stock: 20 });
const padron = product('p2', 'Padron 1964', { stock: 40, purchaseLimit: 3 });
const romeo = product('p3', 'Romeo y Julieta Churchill', { stock: 1 });
const swisher = product('p4', 'Swisher Sweets', { stock: 100 });

// The whole app renders per test; a busy machine needs more than the default 5 s.
describe('ordering again from an order', { timeout: 30_000 }, () => {
  it('puts every line in the cart in the quantities ordered, and says so in a toast', async () => {
    const { user, requests } = openOrder(
      [
        orderLine('42-1', { productId: 'p1', quantity: 2 }),
        orderLine('42-2', { productId: 'p4', name: 'Swisher Sweets', quantity: 10 }),
      ],
      [hemingway, swisher],
    );
    await screen.findByRole('link', { name: headerMessages.cart(0) });

    await user.click(await screen.findByRole('button', { name: orderDetailMessages.orderAgain }));

    expect(await screen.findByText('All 2 products were added to your cart.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: headerMessages.cart(12) })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual([
      {
        lines: [
          { productId: 'p1', quantity: 2 },
          { productId: 'p4', quantity: 10 },
        ],
        removeAddedFromWishlist: false,
      },
    ]);
  });

  it('shows a line whose product has been removed from the catalog, and orders again only the others', async () => {
    const { user, requests } = openOrder(
      [
        orderLine('42-1', { productId: 'p1', quantity: 2 }),
        orderLine('42-2', { productId: null, name: 'Cohiba Behike 52', quantity: 1 }),
      ],
      [hemingway],
    );
    expect(await screen.findAllByText('Cohiba Behike 52')).not.toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: orderDetailMessages.orderAgain }));

    expect(await screen.findByText(cartAddReportMessages.allAdded(1))).toBeInTheDocument();
    expect(requests).toEqual([{ lines: [{ productId: 'p1', quantity: 2 }], removeAddedFromWishlist: false }]);
  });

  it('cannot order again when every product of the order has been removed from the catalog', async () => {
    openOrder([orderLine('42-1', { productId: null, name: 'Cohiba Behike 52' })], []);

    expect(await screen.findByRole('button', { name: orderDetailMessages.orderAgain })).toBeDisabled();
  });

  it('adds what it can and lists each line added in part or not at all, with the reason and a link to the cart', async () => {
    const { user, router } = openOrder(
      [
        orderLine('42-1', { productId: 'p1', quantity: 2 }),
        orderLine('42-2', { productId: 'p2', name: 'Padron 1964', quantity: 5 }),
        orderLine('42-3', { productId: 'p3', name: 'Romeo y Julieta Churchill', quantity: 4 }),
        orderLine('42-4', { productId: 'p9', name: 'Cohiba Behike 52', quantity: 1 }),
      ],
      [hemingway, padron, romeo],
    );

    await user.click(await screen.findByRole('button', { name: orderDetailMessages.orderAgain }));

    const {
      dialog: report,
      summary,
      lines,
    } = await readCartAddReport('Not everything could be added to your cart');
    expect(summary).toBe('1 of 4 products were added in full.');
    expect(lines).toEqual([
      'Padron 1964: 3 of 5 added (At most 3 per order)',
      'Romeo y Julieta Churchill: 1 of 4 added (Only 1 left in stock)',
      // The store no longer has it: the name is the order's.
      'Cohiba Behike 52: Not added (No longer available)',
    ]);

    await user.click(within(report).getByRole('link', { name: 'View cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Two Hemingway, three Padron, one Romeo y Julieta.
    expect(await screen.findByRole('link', { name: headerMessages.cart(6) })).toBeInTheDocument();
  });

  it('says so when nothing could be added', async () => {
    const { user } = openOrder(
      [orderLine('42-1', { productId: 'p3', name: 'Romeo y Julieta Churchill' })],
      [product('p3', 'Romeo y Julieta Churchill', { stock: 0 })],
    );

    await user.click(await screen.findByRole('button', { name: orderDetailMessages.orderAgain }));

    const { summary, lines } = await readCartAddReport('Nothing could be added to your cart');
    expect(summary).toBe('0 of 1 product was added in full.');
    expect(lines).toEqual(['Romeo y Julieta Churchill: Not added (Out of stock)']);
  });
});

/**
 * The `display` the page's style sheets give `element` under the media queries that `media` matches. jsdom applies
 * no media query, so this reads the rules themselves (Chakra's hideFrom and hideBelow write one each).
 */
function displayUnder(element: Element, media: RegExp): string[] {
  const displays: string[] = [];
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !media.test(rule.media.mediaText)) continue;
      for (const inner of Array.from(rule.cssRules))
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText) && inner.style.display)
          displays.push(inner.style.display);
    }
  return displays;
}

/** Chakra's `md` breakpoint: 48rem, 768 px. */
const belowMd = /max-width:\s*47\.99\d*rem/;
const fromMd = /min-width:\s*48rem/;

describe("an order's lines", { timeout: 30_000 }, () => {
  it('shows each line with every value, as a table from tablets up and as labelled cards on phones', async () => {
    openOrder(
      [
        orderLine('42-1'),
        orderLine('42-2', {
          name: 'Padron 1964 Anniversary Series Maduro',
          quantity: 5,
          fulfillmentStatus: 'FULFILLED',
        }),
      ],
      [],
    );
    await screen.findByRole('heading', { name: orderDetailMessages.title('order-42') });

    // Tablets and up: the table, in a named region that the keyboard can scroll when the columns overflow.
    const region = screen.getByRole('region', { name: orderDetailMessages.lines });
    expect(region).toHaveAttribute('tabindex', '0');
    const rows = within(region).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      orderDetailMessages.product,
      orderDetailMessages.unitPrice,
      orderDetailMessages.quantity,
      orderDetailMessages.tax,
      orderDetailMessages.subtotal,
      orderDetailMessages.fulfillment,
    ]);
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Arturo Fuente Hemingway', '$120.00', '2', '$12.00', '$240.00', orderDetailMessages.notFulfilled],
      [
        'Padron 1964 Anniversary Series Maduro',
        '$120.00',
        '5',
        '$12.00',
        '$240.00',
        orderDetailMessages.fulfilled,
      ],
    ]);

    // Phones: a card per line, its image and name, then each value under its label.
    const cards = within(screen.getByRole('list', { name: orderDetailMessages.lines })).getAllByRole(
      'listitem',
    );
    expect(
      cards.map((card) => ({
        image: within(card).getByRole('img').getAttribute('src'),
        name: card.querySelector('p')?.textContent,
        values: within(card)
          .getAllByRole('term')
          .map((label) => `${label.textContent}: ${label.nextElementSibling?.textContent}`),
      })),
    ).toEqual([
      {
        image: '/storage/products/1.png',
        name: 'Arturo Fuente Hemingway',
        values: [
          `${orderDetailMessages.quantity}: 2`,
          `${orderDetailMessages.unitPrice}: $120.00`,
          `${orderDetailMessages.tax}: $12.00`,
          `${orderDetailMessages.subtotal}: $240.00`,
          `${orderDetailMessages.fulfillment}: ${orderDetailMessages.notFulfilled}`,
        ],
      },
      {
        image: '/storage/products/1.png',
        name: 'Padron 1964 Anniversary Series Maduro',
        values: [
          `${orderDetailMessages.quantity}: 5`,
          `${orderDetailMessages.unitPrice}: $120.00`,
          `${orderDetailMessages.tax}: $12.00`,
          `${orderDetailMessages.subtotal}: $240.00`,
          `${orderDetailMessages.fulfillment}: ${orderDetailMessages.fulfilled}`,
        ],
      },
    ]);

    // One layout at a time: on a phone the scroll region is gone (no tab stop that scrolls nothing, no columns
    // out of reach); from tablets up the cards are.
    const list = screen.getByRole('list', { name: orderDetailMessages.lines });
    expect(displayUnder(region, belowMd)).toEqual(['none']);
    expect(displayUnder(region, fromMd)).toEqual([]);
    expect(displayUnder(list, fromMd)).toEqual(['none']);
    expect(displayUnder(list, belowMd)).toEqual([]);
  });
});
