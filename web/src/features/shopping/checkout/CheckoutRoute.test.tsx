import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { messages as M } from '@storefront/contract';
import { beforeEach, describe, expect, it } from 'vitest';

import { approvedViewer, loggedInAs, renewalsOf } from '../../../../test/fixtures/viewer';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { renderApp } from '../../../../test/render';
import { SessionQueryDocument } from '../../../gql/graphql';
import { certificateMessages } from '../../../shared/certificates/messages';
import { headerMessages } from '../../layout/messages';
import { checkoutMessages as messages, shoppingMessages } from '../messages';
import { fakeCart, graphQLError } from '../testing/fakeCart';
import { checkoutQuery, checkoutViewer } from '../testing/checkoutFixtures';
import { type LineSeed, product } from '../testing/fixtures';

const humidor = product('p1', 'Cedar Humidor', { stock: 5, priceCents: 15000, taxCents: 1000 });
const enoughForAnOrder: LineSeed[] = [{ id: 'l1', product: humidor, quantity: 2 }];

interface PlaceOrderRequest {
  input: Record<string, unknown>;
  idempotencyKey: string;
}

function openCheckout({
  lines = enoughForAnOrder,
  viewer = checkoutViewer(),
  tobaccoLicenseExpiryDate = null,
}: {
  lines?: LineSeed[];
  viewer?: ReturnType<typeof checkoutViewer>;
  tobaccoLicenseExpiryDate?: string | null;
} = {}) {
  const store = fakeCart(lines);
  const orders: PlaceOrderRequest[] = [];
  server.use(
    loggedInAs({
      id: viewer.id,
      name: viewer.name,
      status: viewer.status,
      canOrder: viewer.canOrder,
      tobaccoLicenseExpiryDate,
    }),
    ...store.handlers,
    checkoutQuery(store, viewer),
    gatewayApi.mutation('PlaceOrder', async ({ variables }) => {
      orders.push(variables as unknown as PlaceOrderRequest);
      await delay(50);
      store.clear();
      return HttpResponse.json({
        data: {
          placeOrder: succeeded('PlaceOrderPayload', {
            order: { __typename: 'Order', id: '41', number: 'order-41' },
            cart: store.current(),
          }),
        },
      });
    }),
  );
  return { ...renderApp({ path: '/checkout' }), store, orders };
}

/** The store refuses every order, with these userErrors. */
function refuseOrders(...userErrors: ReturnType<typeof userError>[]) {
  return gatewayApi.mutation('PlaceOrder', () =>
    HttpResponse.json({
      data: { placeOrder: refused('PlaceOrderPayload', { order: null, cart: null }, ...userErrors) },
    }),
  );
}

/** The session's viewer with an expired tobacco licence (or not): what the expiry notice reads. */
function sessionWithLicence(expired: () => boolean) {
  return gatewayApi.query(SessionQueryDocument, () =>
    HttpResponse.json({
      data: {
        viewer: {
          ...approvedViewer,
          ...{ __typename: 'Customer' },
          tobaccoLicenseExpiryDate: expired() ? '2020-01-31' : null,
          taxExpiryDate: null,
        },
      },
    }),
  );
}

const billing = () => within(screen.getByRole('group', { name: messages.billingDetails }));
const shipping = () => within(screen.getByRole('group', { name: messages.shippingDetails }));
const placeOrderButton = () => screen.getByRole('button', { name: messages.placeOrder });
const acceptTerms = () => screen.getByRole('checkbox', { name: new RegExp(messages.acceptTerms) });

// The whole app renders per test; a busy machine needs more than the default 5 s.
describe('checkout', { timeout: 30_000 }, () => {
  // A checkout's unanswered idempotency key lives in the tab's session storage: each test is a new tab.
  beforeEach(() => sessionStorage.clear());

  it('sends a logged-out visitor to log in', async () => {
    const { router } = renderApp({ path: '/checkout' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens with the billing details of the profile, the order review and cash on delivery', async () => {
    openCheckout();

    const name = await screen.findByRole('textbox', { name: messages.name });
    expect(name).toHaveValue('Ada Buyer');
    expect(billing().getByRole('textbox', { name: messages.companyName })).toHaveValue('Ada Cigars LLC');
    expect(billing().getByRole('textbox', { name: messages.address })).toHaveValue('12 Main Street');
    expect(billing().getByRole('textbox', { name: messages.city })).toHaveValue('Newark');
    expect(billing().getByRole('textbox', { name: messages.state })).toHaveValue('New Jersey');
    expect(billing().getByRole('textbox', { name: messages.postcode })).toHaveValue('07102');
    expect(billing().getByRole('textbox', { name: messages.phone })).toHaveValue('(201) 555-0100');
    expect(billing().getByRole('textbox', { name: messages.email })).toHaveValue('ada@example.com');

    const review = within(screen.getByRole('region', { name: messages.yourOrder }));
    expect(
      review.getByRole('row', { name: `${messages.lineName(humidor.name, 2)} $300.00` }),
    ).toBeInTheDocument();
    expect(review.getByRole('row', { name: `${messages.subtotal} $300.00` })).toBeInTheDocument();
    expect(review.getByRole('row', { name: `${messages.tax} $20.00` })).toBeInTheDocument();
    expect(review.getByRole('row', { name: `${messages.total} $320.00` })).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: messages.cashOnDelivery })).toBeChecked();
    expect(screen.getByRole('radio', { name: new RegExp(messages.bankTransfer) })).toBeDisabled();
    expect(screen.getByRole('radio', { name: new RegExp(messages.checkPayments) })).toBeDisabled();
  });

  it("keeps the profile's billing details read-only yet reachable by keyboard and named by their labels", async () => {
    const { user } = openCheckout();

    const name = await screen.findByRole('textbox', { name: messages.name });
    const fields = [
      name,
      ...[
        messages.companyName,
        messages.address,
        messages.city,
        messages.state,
        messages.postcode,
        messages.phone,
        messages.email,
      ].map((label) => billing().getByRole('textbox', { name: label })),
    ];
    for (const field of fields) {
      expect(field).toBeEnabled();
      expect(field).toHaveAttribute('readonly');
    }

    await user.click(name);
    expect(name).toHaveFocus();
    await user.keyboard('Someone else');
    expect(name).toHaveValue('Ada Buyer');
    // Tab goes on to the next billing field, as it would to any input.
    await user.tab();
    expect(billing().getByRole('textbox', { name: messages.companyName })).toHaveFocus();
  });

  it('checks every required field in the order the spec lists them', async () => {
    const { user, orders } = openCheckout({
      viewer: checkoutViewer({ complete: false, shippingAddresses: [] }),
    });

    const name = await screen.findByRole('textbox', { name: messages.name });
    expect(name).toBeEnabled();
    expect(name).not.toHaveAttribute('readonly');
    await user.click(screen.getByRole('checkbox', { name: messages.shipToDifferentAddress }));
    await user.click(placeOrderButton());

    await waitFor(() =>
      expect(screen.getAllByText(/^Please /).map((element) => element.textContent)).toEqual([
        messages.billingNameRequired,
        messages.billingAddressRequired,
        messages.billingCityRequired,
        messages.billingStateRequired,
        messages.billingPostcodeRequired,
        messages.phoneRequired,
        messages.emailRequired,
        messages.shippingNameRequired,
        messages.shippingAddressRequired,
        messages.shippingCityRequired,
        messages.shippingStateRequired,
        messages.shippingPostcodeRequired,
        messages.termsRequired,
      ]),
    );
    expect(name).toHaveFocus();
    expect(orders).toEqual([]);
  });

  it('asks only for the terms when the profile fills everything else', async () => {
    const { user, orders } = openCheckout();

    await user.click(await screen.findByRole('button', { name: messages.placeOrder }));

    expect(await screen.findByText(messages.termsRequired)).toBeInTheDocument();
    expect(screen.getAllByText(/^Please /)).toHaveLength(1);
    expect(orders).toEqual([]);
  });

  it('places the order, empties the cart count and opens the orders', async () => {
    const { user, router, orders } = openCheckout();
    expect(await screen.findByRole('link', { name: headerMessages.cart(2) })).toBeInTheDocument();

    await user.type(await screen.findByRole('textbox', { name: messages.orderNotes }), 'Ring twice');
    await user.click(acceptTerms());
    await user.click(placeOrderButton());

    expect(await screen.findByText(messages.orderCreated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/orders'));
    expect(await screen.findByRole('link', { name: headerMessages.cart(0) })).toBeInTheDocument();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.input).toEqual({
      billingAddress: {
        name: 'Ada Buyer',
        companyName: 'Ada Cigars LLC',
        address: '12 Main Street',
        city: 'Newark',
        stateId: 'nj',
        postcode: '07102',
        phone: '2015550100',
        email: 'ada@example.com',
      },
      shippingAddress: null,
      note: 'Ring twice',
      paymentMethod: 'CASH_ON_DELIVERY',
      acceptTerms: true,
    });
    expect(orders[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('places one order however fast Place order is pressed twice', async () => {
    const { user, orders } = openCheckout();
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(messages.acceptTerms) }));

    await user.dblClick(placeOrderButton());

    expect(await screen.findByText(messages.orderCreated)).toBeInTheDocument();
    expect(orders).toHaveLength(1);
  });

  it('keeps one idempotency key through every retry of a checkout, a reload included, and a new checkout gets a new one', async () => {
    const first = openCheckout();
    const unanswered: string[] = [];
    server.use(
      gatewayApi.mutation(
        'PlaceOrder',
        ({ variables }) => {
          unanswered.push(String(variables.idempotencyKey));
          return graphQLError('The store is unavailable.', 'UPSTREAM_UNAVAILABLE');
        },
        { once: true },
      ),
      gatewayApi.mutation(
        'PlaceOrder',
        ({ variables }) => {
          unanswered.push(String(variables.idempotencyKey));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await first.user.click(await screen.findByRole('checkbox', { name: new RegExp(messages.acceptTerms) }));
    await first.user.click(placeOrderButton());
    expect(await screen.findByText('The store is unavailable.')).toBeInTheDocument();

    // The buyer reloads the checkout and tries again: no answer again, then the order.
    first.unmount();
    const reloaded = renderApp({ path: '/checkout' });
    await reloaded.user.click(
      await screen.findByRole('checkbox', { name: new RegExp(messages.acceptTerms) }),
    );
    await reloaded.user.click(placeOrderButton());
    expect(await screen.findByText(shoppingMessages.somethingWentWrong)).toBeInTheDocument();
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await reloaded.user.click(placeOrderButton());
    expect(await screen.findByText(messages.orderCreated)).toBeInTheDocument();

    expect(unanswered).toHaveLength(2);
    expect(first.orders).toHaveLength(1);
    const key = first.orders[0]?.idempotencyKey;
    expect(unanswered).toEqual([key, key]);

    // The next checkout, with a cart filled again, is a new order.
    reloaded.unmount();
    const next = openCheckout();
    await next.user.click(await screen.findByRole('checkbox', { name: new RegExp(messages.acceptTerms) }));
    await next.user.click(placeOrderButton());
    await waitFor(() => expect(next.orders).toHaveLength(1));
    expect(next.orders[0]?.idempotencyKey).not.toBe(key);
  });

  it('makes a new idempotency key once the store has refused the order', async () => {
    const { user, orders } = openCheckout();
    const refusedKeys: string[] = [];
    server.use(
      gatewayApi.mutation(
        'PlaceOrder',
        ({ variables }) => {
          refusedKeys.push(String(variables.idempotencyKey));
          return HttpResponse.json({
            data: {
              placeOrder: refused(
                'PlaceOrderPayload',
                { order: null, cart: null },
                userError('OUT_OF_STOCK', M.outOfStock),
              ),
            },
          });
        },
        { once: true },
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(messages.acceptTerms) }));

    await user.click(placeOrderButton());
    expect(await screen.findByText(M.outOfStock)).toBeInTheDocument();
    await waitFor(() => expect(placeOrderButton()).toBeEnabled());
    await user.click(placeOrderButton());

    await waitFor(() => expect(orders).toHaveLength(1));
    expect(refusedKeys).toHaveLength(1);
    expect(orders[0]?.idempotencyKey).not.toBe(refusedKeys[0]);
  });

  it('opens the orders when the store says an earlier attempt of this checkout already placed the order', async () => {
    const { user, router } = openCheckout();
    server.use(refuseOrders(userError('IDEMPOTENCY_KEY_REUSED', M.idempotencyKeyReused, ['idempotencyKey'])));
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(messages.acceptTerms) }));

    await user.click(placeOrderButton());

    expect(await screen.findByText(messages.orderPlacedEarlier)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/orders'));
  });

  it('sends a customer who is not approved back to the cart', async () => {
    const { router } = openCheckout({ viewer: checkoutViewer({ canOrder: false }) });

    expect(await screen.findByText(messages.notApproved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends the buyer back to the cart when the store refuses the order as not approved', async () => {
    const { user, router } = openCheckout();
    server.use(refuseOrders(userError('NOT_APPROVED', messages.notApproved)));
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(messages.acceptTerms) }));

    await user.click(placeOrderButton());

    expect(await screen.findByText(messages.notApproved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('keeps a buyer whose tobacco licence has expired at the checkout, says why and disables Place order', async () => {
    const { orders, router } = openCheckout({
      viewer: checkoutViewer({ canOrder: false, tobaccoLicenseExpiryDate: '2020-01-31' }),
      tobaccoLicenseExpiryDate: '2020-01-31',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(M.licenceExpired);
    await waitFor(() => expect(placeOrderButton()).toBeDisabled());
    expect(placeOrderButton()).toHaveAccessibleDescription(
      certificateMessages.checkoutBlocked.licenceExpired,
    );
    expect(orders).toEqual([]);
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it("shows the store's LICENCE_EXPIRED on the checkout and then disables Place order", async () => {
    const { user, router } = openCheckout();
    let expired = false;
    server.use(
      gatewayApi.mutation('PlaceOrder', () => {
        expired = true;
        return HttpResponse.json({
          data: {
            placeOrder: refused(
              'PlaceOrderPayload',
              { order: null, cart: null },
              userError('LICENCE_EXPIRED', M.licenceExpired),
            ),
          },
        });
      }),
      sessionWithLicence(() => expired),
      renewalsOf(approvedViewer),
    );
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(messages.acceptTerms) }));

    await user.click(placeOrderButton());

    expect((await screen.findAllByText(M.licenceExpired)).length).toBeGreaterThan(0);
    await waitFor(() => expect(placeOrderButton()).toBeDisabled());
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('sends the buyer back to an empty cart', async () => {
    const { router } = openCheckout({ lines: [] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends the buyer back to the cart with the minimum order message below $200', async () => {
    const { router } = openCheckout({ lines: [{ id: 'l1', product: humidor, quantity: 1 }] });

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect((await screen.findAllByText(shoppingMessages.minimumOrder)).length).toBeGreaterThan(0);
  });

  it('ships to a saved address chosen in the address picker', async () => {
    const { user, orders } = openCheckout();

    await user.click(await screen.findByRole('checkbox', { name: messages.shipToDifferentAddress }));
    await user.click(screen.getByRole('button', { name: messages.chooseSavedAddress }));
    const picker = await screen.findByRole('dialog', { name: messages.pickerTitle });
    // The address in use (the first shipping address) is the one chosen when the picker opens.
    expect(within(picker).getByRole('radio', { name: /Bob Receiver/ })).toBeChecked();
    expect(within(picker).getByRole('link', { name: messages.addAddress })).toHaveAttribute(
      'href',
      '/my-account/add-address/billing?add=%7B%7D',
    );
    await user.click(within(picker).getByRole('radio', { name: /Primary address/ }));
    await user.click(within(picker).getByRole('button', { name: messages.update }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(shipping().getByRole('textbox', { name: messages.address })).toHaveValue('12 Main Street');
    // Opened again, the picker has the address in use chosen.
    await user.click(screen.getByRole('button', { name: messages.chooseSavedAddress }));
    const again = await screen.findByRole('dialog', { name: messages.pickerTitle });
    expect(within(again).getByRole('radio', { name: /Primary address/ })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.type(shipping().getByRole('textbox', { name: messages.name }), 'Dock Team');
    await user.click(acceptTerms());
    await user.click(placeOrderButton());

    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.input.shippingAddress).toEqual({
      name: 'Dock Team',
      companyName: null,
      address: '12 Main Street',
      city: 'Newark',
      stateId: 'nj',
      postcode: '07102',
    });
  });

  it("shows the store's userErrors beside the billing and shipping fields their paths name", async () => {
    const { user } = openCheckout({ viewer: checkoutViewer({ complete: false }) });
    server.use(
      refuseOrders(
        userError('INVALID', 'The ZIP code must have 5 digits.', ['input', 'billingAddress', 'postcode']),
        userError('INVALID', 'Please select state in shipping address.', [
          'input',
          'shippingAddress',
          'stateId',
        ]),
      ),
    );

    await user.type(await screen.findByRole('textbox', { name: messages.name }), 'Ada Buyer');
    await user.type(billing().getByRole('textbox', { name: messages.address }), '12 Main Street');
    await user.type(billing().getByRole('textbox', { name: messages.city }), 'Newark');
    await user.selectOptions(billing().getByRole('combobox', { name: messages.state }), 'New Jersey');
    await user.type(billing().getByRole('textbox', { name: messages.postcode }), '071');
    await user.type(billing().getByRole('textbox', { name: messages.phone }), '2015550100');
    await user.type(billing().getByRole('textbox', { name: messages.email }), 'ada@example.com');
    await user.click(acceptTerms());
    await user.click(placeOrderButton());

    await waitFor(() =>
      expect(billing().getByRole('textbox', { name: messages.postcode })).toHaveErrorMessage(
        'The ZIP code must have 5 digits.',
      ),
    );
    expect(billing().getByRole('textbox', { name: messages.postcode })).toHaveFocus();
    // The shipping fields are not on screen (same address): that message is a toast.
    expect(await screen.findByText('Please select state in shipping address.')).toBeInTheDocument();
  });
});
