import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { loggedInAs } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { succeeded } from '../../../../test/payloads';
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
