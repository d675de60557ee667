import { screen, waitFor, within } from '@testing-library/react';
import { messages as M } from '@storefront/contract';
import { describe, expect, it } from 'vitest';

import { approvedViewer, loggedInAs, type Viewer } from '../../../../test/fixtures/viewer';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { certificateMessages } from '../../../shared/certificates/messages';
import { renewCertificatePath } from '../../../shared/session/accountPaths';
import { headerMessages } from '../../layout/messages';
import { cartMessages as messages, shoppingMessages } from '../messages';
import { userError } from '../../../../test/payloads';
import { fakeCart, graphQLError, refusal } from '../testing/fakeCart';
import { product } from '../testing/fixtures';
import { gatewayApi } from '../../../../test/msw/handlers';

const cigar = product('p1', 'Arturo Fuente Hemingway', { stock: 3, priceCents: 5000, taxCents: 500 });
const lighter = product('p2', 'Xikar Lighter', {
  stock: 50,
  purchaseLimit: 2,
  priceCents: 2500,
  taxCents: 0,
});

function openCart(lines: Parameters<typeof fakeCart>[0], viewer: Viewer = approvedViewer) {
  const store = fakeCart(lines);
  server.use(loggedInAs(viewer), ...store.handlers);
  const view = renderApp({ path: '/cart' });
  return { ...view, store };
}

/** A buyer whose tobacco licence ran out in 2020: the store takes no order from them. */
const expiredLicence: Viewer = { ...approvedViewer, canOrder: false, tobaccoLicenseExpiryDate: '2020-01-31' };

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

// The whole app renders per test; a busy machine needs more than the default 5 s.
describe('cart', { timeout: 30_000 }, () => {
  it('asks a logged-out visitor to log in', async () => {
    renderApp({ path: '/cart' });

    expect(await screen.findByText(messages.loggedOut)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: shoppingMessages.login })).toHaveAttribute('href', '/login');
  });

  it('lists each line with its price, quantity, tax and subtotal, and the totals', async () => {
    openCart([
      { id: 'l1', product: cigar, quantity: 2 },
      { id: 'l2', product: lighter, quantity: 1 },
    ]);

    const cigarRow = within(await screen.findByRole('row', { name: /Arturo Fuente Hemingway/ }));
    expect(cigarRow.getByRole('link', { name: cigar.name })).toHaveAttribute(
      'href',
      '/product/p1/arturo-fuente-hemingway',
    );
    expect(cigarRow.getByRole('img', { name: cigar.name })).toHaveAttribute('loading', 'lazy');
    expect(cigarRow.getByText('$50.00')).toBeInTheDocument();
    expect(cigarRow.getByText('2')).toBeInTheDocument();
    expect(cigarRow.getByText('$10.00')).toBeInTheDocument();
    expect(cigarRow.getByText('$100.00')).toBeInTheDocument();

    const totals = within(screen.getByRole('region', { name: messages.totalsTitle }));
    expect(totals.getByText('$125.00')).toBeInTheDocument();
    expect(totals.getByText('$10.00')).toBeInTheDocument();
    expect(totals.getByText('$135.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: headerMessages.cart(3) })).toBeInTheDocument();
  });

  it('raises a quantity by one, sending the quantity it leads to, and the header count follows', async () => {
    const { user, store } = openCart([{ id: 'l1', product: cigar, quantity: 1 }]);

    await user.click(await screen.findByRole('button', { name: messages.increase(cigar.name) }));

    expect(await screen.findByRole('link', { name: headerMessages.cart(2) })).toBeInTheDocument();
    expect(within(row(cigar.name)).getByText('$100.00')).toBeInTheDocument();
    expect(store.requests).toEqual([
      { operation: 'SetCartLineQuantity', variables: { lineId: 'l1', quantity: 2 } },
    ]);
  });

  it('refuses plus at the stock without asking the store', async () => {
    const { user, store } = openCart([{ id: 'l1', product: cigar, quantity: 3 }]);

    await user.click(await screen.findByRole('button', { name: messages.increase(cigar.name) }));

    expect(await screen.findByText(messages.outOfStock)).toBeInTheDocument();
    expect(store.requests).toEqual([]);
  });

  it('disables plus at the purchase limit, with stock left, and says the limit under the quantity', async () => {
    const { store } = openCart([{ id: 'l2', product: lighter, quantity: 2 }]);

    const plus = await screen.findByRole('button', { name: messages.increase(lighter.name) });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription(messages.purchaseLimit(2));
    expect(within(row(lighter.name)).getByText('At most 2 per order')).toBeInTheDocument();
    expect(screen.queryByText(messages.outOfStock)).not.toBeInTheDocument();
    expect(store.requests).toEqual([]);
  });

  it('keeps plus enabled below the purchase limit and says no limit there', async () => {
    openCart([{ id: 'l2', product: lighter, quantity: 1 }]);

    const plus = await screen.findByRole('button', { name: messages.increase(lighter.name) });
    expect(plus).toBeEnabled();
    expect(within(row(lighter.name)).queryByText(messages.purchaseLimit(2))).not.toBeInTheDocument();
  });

  it('lowers a quantity by one, sending the quantity it leads to', async () => {
    const { user, store } = openCart([{ id: 'l1', product: cigar, quantity: 3 }]);

    await user.click(await screen.findByRole('button', { name: messages.decrease(cigar.name) }));

    expect(await screen.findByRole('link', { name: headerMessages.cart(2) })).toBeInTheDocument();
    expect(store.requests).toEqual([
      { operation: 'SetCartLineQuantity', variables: { lineId: 'l1', quantity: 2 } },
    ]);
  });

  it('removes the line when minus is pressed at 1', async () => {
    const { user, store } = openCart([
      { id: 'l1', product: cigar, quantity: 1 },
      { id: 'l2', product: lighter, quantity: 1 },
    ]);

    await user.click(await screen.findByRole('button', { name: messages.decrease(cigar.name) }));

    await waitFor(() => expect(screen.queryByRole('link', { name: cigar.name })).toBeNull());
    expect(screen.getByRole('link', { name: lighter.name })).toBeInTheDocument();
    expect(store.requests).toEqual([{ operation: 'RemoveCartLine', variables: { lineId: 'l1' } }]);
  });

  it('removes one line with its remove button', async () => {
    const { user, store } = openCart([
      { id: 'l1', product: cigar, quantity: 2 },
      { id: 'l2', product: lighter, quantity: 1 },
    ]);

    await user.click(await screen.findByRole('button', { name: messages.removeLine(lighter.name) }));

    await waitFor(() => expect(screen.queryByRole('link', { name: lighter.name })).toBeNull());
    expect(await screen.findByRole('link', { name: headerMessages.cart(2) })).toBeInTheDocument();
    expect(store.requests).toEqual([{ operation: 'RemoveCartLine', variables: { lineId: 'l2' } }]);
  });

  it("asks 'Are you Sure ?' before removing all lines, and keeps them on no", async () => {
    const { user, store } = openCart([{ id: 'l1', product: cigar, quantity: 2 }]);

    await user.click(await screen.findByRole('button', { name: messages.removeAll }));
    const dialog = await screen.findByRole('alertdialog', { name: shoppingMessages.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('link', { name: cigar.name })).toBeInTheDocument();
    expect(store.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: messages.removeAll }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: shoppingMessages.areYouSure })).getByRole(
        'button',
        {
          name: 'Yes',
        },
      ),
    );

    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: headerMessages.cart(0) })).toBeInTheDocument();
    expect(store.requests).toEqual([{ operation: 'ClearCart', variables: {} }]);
  });

  it('warns below the $200 minimum and keeps checkout disabled', async () => {
    openCart([{ id: 'l1', product: cigar, quantity: 3 }]);

    expect(await screen.findByText(shoppingMessages.minimumOrder)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.proceedToCheckout })).toBeDisabled();
    expect(screen.queryByRole('link', { name: messages.proceedToCheckout })).toBeNull();
  });

  it('says in the cart that an expired licence stops ordering, links to renew it and disables checkout with the reason', async () => {
    openCart([{ id: 'l1', product: cigar, quantity: 4 }], expiredLicence);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(M.certificateExpired('tobacco licence'));
    expect(notice).toHaveTextContent(M.licenceExpired);
    expect(within(notice).getByRole('link', { name: certificateMessages.renew })).toHaveAttribute(
      'href',
      renewCertificatePath,
    );
    const proceed = await screen.findByRole('button', { name: messages.proceedToCheckout });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(certificateMessages.checkoutBlocked.licenceExpired);
    expect(screen.queryByRole('link', { name: messages.proceedToCheckout })).toBeNull();
    const totals = within(screen.getByRole('region', { name: messages.totalsTitle }));
    expect(totals.getByRole('link', { name: certificateMessages.renew })).toHaveAttribute(
      'href',
      renewCertificatePath,
    );
  });

  it('says the renewal is under review instead of asking for another, and checkout waits for it', async () => {
    openCart([{ id: 'l1', product: cigar, quantity: 4 }], {
      ...expiredLicence,
      certificateRenewals: [{ id: 'r1', kind: 'TOBACCO', status: 'PENDING' }],
    });

    expect(await screen.findByText(certificateMessages.orderingResumes)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.certificateExpired('tobacco licence'));
    expect(screen.queryByRole('link', { name: certificateMessages.renew })).toBeNull();
    expect(screen.queryByText(M.licenceExpired)).toBeNull();
    expect(screen.getByRole('button', { name: messages.proceedToCheckout })).toHaveAccessibleDescription(
      certificateMessages.checkoutBlocked.renewalUnderReview,
    );
  });

  it('describes the disabled checkout by the minimum, and by the licence too when both stop it', async () => {
    openCart([{ id: 'l1', product: cigar, quantity: 1 }], expiredLicence);

    const proceed = await screen.findByRole('button', { name: messages.proceedToCheckout });
    await waitFor(() =>
      expect(proceed).toHaveAccessibleDescription(
        `${certificateMessages.checkoutBlocked.licenceExpired} ${shoppingMessages.minimumOrder}`,
      ),
    );
  });

  it('says how much more reaches the minimum, fills a bar toward it, and announces the new amount after a change', async () => {
    const { user } = openCart([{ id: 'l1', product: cigar, quantity: 2 }]);

    // 2 × ($50.00 + $5.00 tax) = $110.00.
    const meter = await screen.findByText('Add $90.00 more to reach the $200 minimum.');
    expect(meter).toHaveAttribute('aria-live', 'polite');
    const bar = screen.getByRole('progressbar', { name: 'Progress toward the $200 minimum order' });
    expect(bar).toHaveAttribute('aria-valuenow', '55');

    await user.click(screen.getByRole('button', { name: messages.increase(cigar.name) }));

    expect(await screen.findByText('Add $35.00 more to reach the $200 minimum.')).toBe(meter);
    expect(bar).toHaveAttribute('aria-valuenow', '82');
  });

  it('lets an order of at least $200 proceed to checkout', async () => {
    const { user, router } = openCart([
      { id: 'l1', product: cigar, quantity: 3 },
      { id: 'l2', product: lighter, quantity: 2 },
    ]);

    const proceed = await screen.findByRole('link', { name: messages.proceedToCheckout });
    expect(screen.queryByText(shoppingMessages.minimumOrder)).toBeNull();
    expect(screen.getByText('Your order reaches the $200 minimum.')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Progress toward the $200 minimum order' }),
    ).toHaveAttribute('aria-valuenow', '100');

    await user.click(proceed);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('says so when the cart is empty', async () => {
    openCart([]);

    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: shoppingMessages.returnToShop })).toHaveAttribute('href', '/');
  });

  it("shows the store's userError when a change is refused, and the quantity stays", async () => {
    const { user } = openCart([{ id: 'l1', product: cigar, quantity: 1 }]);
    server.use(
      gatewayApi.mutation('SetCartLineQuantity', () =>
        refusal('setCartLineQuantity', userError('OUT_OF_STOCK', messages.outOfStock, ['quantity'])),
      ),
    );

    await user.click(await screen.findByRole('button', { name: messages.increase(cigar.name) }));

    expect(await screen.findByText(messages.outOfStock)).toBeInTheDocument();
    expect(within(row(cigar.name)).getByText('1')).toBeInTheDocument();
  });

  it("shows the store's message when it cannot be reached", async () => {
    const { user } = openCart([{ id: 'l1', product: cigar, quantity: 1 }]);
    server.use(
      gatewayApi.mutation('RemoveCartLine', () =>
        graphQLError('The store is unavailable.', 'UPSTREAM_UNAVAILABLE'),
      ),
    );

    await user.click(await screen.findByRole('button', { name: messages.removeLine(cigar.name) }));

    expect(await screen.findByText('The store is unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cigar.name })).toBeInTheDocument();
  });
});
