import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderWorkMessages } from '@storefront/contract';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { auditMessages } from '../components/AuditTrail';
import type {
  OrderRouteQuery,
  OrderStatus,
  SetOrderLineFulfilledMutationVariables,
  SetOrderStatusMutationVariables,
  StaffRole,
} from '../gql/graphql';
import { staffMessages } from '../messages';
import { staffApi, staffSession } from '../testing/staffApi';
import { ordersMessages } from './messages';
import { auditEntry, detailOrder, orderAddress, orderUserError } from './testing/orders';

const messages = ordersMessages.order;

type Order = ReturnType<typeof detailOrder>;

/** The staff API answering the order's page with `order` (null: there is none); counts its requests. */
function orderApi(order: Order | null = detailOrder(), role: StaffRole = 'WAREHOUSE') {
  const asked = { count: 0 };
  server.use(
    staffSession(role),
    staffApi.query<OrderRouteQuery>('OrderRoute', () => {
      asked.count += 1;
      return HttpResponse.json({ data: { order } });
    }),
  );
  return asked;
}

/** setOrderStatus answering with the order moved to the status asked, and a new audit entry. */
function statusApi(order: Order) {
  const sent: SetOrderStatusMutationVariables[] = [];
  server.use(
    staffApi.mutation<object, SetOrderStatusMutationVariables>('SetOrderStatus', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          setOrderStatus: {
            __typename: 'OrderPayload',
            order: {
              __typename: 'Order',
              id: order.id,
              status: variables.status,
              shipment: variables.shipment
                ? { __typename: 'Shipment', ...variables.shipment, expectedDeliveryOn: null, shippedAt: null }
                : null,
              audit: [
                auditEntry({
                  id: '72',
                  before: '{"status":"processing"}',
                  after: `{"status":"${variables.status.toLowerCase()}"}`,
                }),
                ...order.audit,
              ],
            },
            userErrors: [],
          },
        },
      });
    }),
  );
  return sent;
}

/** One entry of the history, in words. */
const historyChange = (text: string) =>
  within(screen.getByRole('region', { name: auditMessages.title })).getByText(text);

const section = (name: string) => screen.getByRole('region', { name });
const statusButtons = () =>
  within(section(messages.statusFlow))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('Order page', () => {
  it('shows the order: customer, placed, status, lines with prices, totals, addresses, note and history', async () => {
    orderApi(detailOrder(), 'ADMIN');
    renderApp({ path: '/staff/orders/1001' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1001' })).toBeInTheDocument();
    expect(document.title).toBe('Order 1001 · Back office');
    expect(screen.getByRole('link', { name: 'Acme Tobacco LLC' })).toHaveAttribute(
      'href',
      '/staff/customers/12',
    );
    expect(screen.getByText('Mar 10, 2026, 11:04 AM')).toBeInTheDocument();
    expect(screen.getAllByText('Processing').length).toBeGreaterThan(0);

    const lines = within(screen.getByRole('region', { name: messages.linesTable })).getAllByRole('row');
    expect(
      within(lines[1]!)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['Backwoods Honey 5-packSKU BW-HONEY-5', '10Change', '$24.99', '$249.90']);
    expect(
      screen.getByRole('checkbox', { name: messages.fulfilledLabel('Backwoods Honey 5-pack') }),
    ).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: messages.fulfilledLabel('Zig-Zag King Size papers') }),
    ).toBeChecked();
    expect(screen.getByText(messages.fulfilledCount(1, 2))).toBeInTheDocument();

    expect(screen.getByText('$299.90')).toBeInTheDocument();
    expect(screen.getByText('$18.74')).toBeInTheDocument();
    expect(screen.getByText('$318.64')).toBeInTheDocument();

    const addresses = screen.getByRole('region', { name: messages.addresses });
    expect(within(addresses).getByText('12 Market Street')).toBeInTheDocument();
    expect(within(addresses).getByText('40 Ferry Street')).toBeInTheDocument();
    expect(within(addresses).getAllByText('Newark, New Jersey, 07102')).toHaveLength(2);
    expect(screen.getByText('Deliver to the back door, please.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: auditMessages.title })).getByText(
        'Wes Warehouse moved order 1001 from Pending to Processing',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.printPackingSlip })).toHaveAttribute(
      'href',
      '/staff/orders/1001/packing-slip',
    );
  });

  it('says when the goods are collected or ship to the billing address, and when there is no note', async () => {
    orderApi(detailOrder({ shippingAddress: null, note: null }));
    renderApp({ path: '/staff/orders/1001' });

    expect(await screen.findByText(messages.noShippingAddress)).toBeInTheDocument();
    expect(screen.getByText(messages.noNote)).toBeInTheDocument();
  });

  it.each<[OrderStatus, string[]]>([
    ['PENDING', ['Mark processing', 'Cancel order']],
    ['PROCESSING', ['Mark shipped', 'Mark ready for pickup', 'Cancel order']],
    ['SHIPPED', ['Mark delivered']],
    ['READY_FOR_PICKUP', ['Mark delivered']],
    ['DELIVERED', []],
    ['CANCELLED', []],
  ])('offers an order that is %s only the moves its status allows: %j', async (status, buttons) => {
    orderApi(detailOrder({ status }));
    renderApp({ path: '/staff/orders/1001' });

    await screen.findByRole('heading', { level: 1, name: 'Order 1001' });
    expect(statusButtons()).toEqual(buttons);
  });

  it('says that a delivered order no longer changes', async () => {
    orderApi(detailOrder({ status: 'DELIVERED' }));
    renderApp({ path: '/staff/orders/1001' });

    expect(await screen.findByText(messages.finalStatus.DELIVERED)).toBeInTheDocument();
  });

  it('marks the order shipped after asking for the carrier and tracking number: the status, the shipment, the moves and the history follow, and a toast says so', async () => {
    const order = detailOrder();
    orderApi(order);
    const sent = statusApi(order);
    const { user } = renderApp({ path: '/staff/orders/1001' });
    await screen.findByRole('heading', { level: 1, name: 'Order 1001' });

    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('alertdialog', { name: ordersMessages.ship.title('1001') });
    await user.click(within(dialog).getByRole('button', { name: ordersMessages.ship.confirm }));
    // The store's rules, in the order of the fields, before anything is sent.
    expect(within(dialog).getByRole('textbox', { name: /Carrier/ })).toHaveAccessibleDescription(
      orderWorkMessages.carrierRequired,
    );
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Carrier/ }), 'UPS');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'bad<code>');
    await user.click(within(dialog).getByRole('button', { name: ordersMessages.ship.confirm }));
    expect(within(dialog).getByRole('textbox', { name: /Tracking number/ })).toHaveAccessibleDescription(
      orderWorkMessages.trackingCharacters,
    );
    await user.clear(within(dialog).getByRole('textbox', { name: /Tracking number/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), '1Z 999 AA1');
    await user.click(within(dialog).getByRole('button', { name: ordersMessages.ship.confirm }));

    expect(await screen.findByText('Order 1001 is now shipped.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: '1001',
        status: 'SHIPPED',
        shipment: { carrier: 'UPS', trackingNumber: '1Z 999 AA1', expectedDeliveryOn: null },
      },
    ]);
    expect(await screen.findByText('1Z 999 AA1')).toBeInTheDocument();
    await waitFor(() => expect(statusButtons()).toEqual(['Mark delivered']));
    expect(screen.getAllByText('Shipped').length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(historyChange('Wes Warehouse moved order 1001 from Processing to Shipped')).toBeInTheDocument(),
    );
  });

  it('disables the moves while one is on its way', async () => {
    const order = detailOrder();
    orderApi(order);
    server.use(
      staffApi.mutation('SetOrderStatus', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp({ path: '/staff/orders/1001' });
    await screen.findByRole('heading', { level: 1, name: 'Order 1001' });

    await user.click(screen.getByRole('button', { name: 'Mark ready for pickup' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  });

  it('asks before cancelling, says the stock goes back, and sends nothing when the order is kept', async () => {
    const order = detailOrder({ status: 'PENDING' });
    orderApi(order);
    const sent = statusApi(order);
    const { user } = renderApp({ path: '/staff/orders/1001' });
    await screen.findByRole('heading', { level: 1, name: 'Order 1001' });

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.cancelTitle('1001') });
    expect(dialog).toHaveTextContent(messages.cancelDescription);
    await user.click(within(dialog).getByRole('button', { name: messages.cancelKeep }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: messages.cancelConfirm }),
    );

    expect(await screen.findByText('Order 1001 is now cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '1001', status: 'CANCELLED' }]);
    expect(await screen.findByText(messages.finalStatus.CANCELLED)).toBeInTheDocument();
    expect(screen.getByText(messages.cancelledLines)).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('shows why the store refused a move, and shows the order as it now is', async () => {
    let status: OrderStatus = 'PROCESSING';
    server.use(
      staffSession('WAREHOUSE'),
      staffApi.query('OrderRoute', () => HttpResponse.json({ data: { order: detailOrder({ status }) } })),
      staffApi.mutation('SetOrderStatus', () => {
        // Someone else cancelled it meanwhile.
        status = 'CANCELLED';
        return HttpResponse.json({
          data: {
            setOrderStatus: {
              __typename: 'OrderPayload',
              order: null,
              userErrors: [
                orderUserError(
                  'INVALID_STATUS_TRANSITION',
                  'An order that is cancelled cannot become shipped.',
                  ['status'],
                ),
              ],
            },
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/orders/1001' });
    await screen.findByRole('heading', { level: 1, name: 'Order 1001' });

    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Carrier/ }), 'UPS');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), '1Z1');
    await user.click(within(dialog).getByRole('button', { name: ordersMessages.ship.confirm }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An order that is cancelled cannot become shipped.',
    );
    await waitFor(() => expect(statusButtons()).toEqual([]));
    expect(screen.getByText(messages.finalStatus.CANCELLED)).toBeInTheDocument();
  });

  it('saves a line as fulfilled as soon as its box is ticked, with a toast', async () => {
    const order = detailOrder();
    orderApi(order);
    const sent: SetOrderLineFulfilledMutationVariables[] = [];
    server.use(
      staffApi.mutation<object, SetOrderLineFulfilledMutationVariables>(
        'SetOrderLineFulfilled',
        async ({ variables }) => {
          sent.push(variables);
          await delay(50);
          return HttpResponse.json({
            data: {
              setOrderLineFulfilled: {
                __typename: 'OrderPayload',
                order: {
                  __typename: 'Order',
                  id: order.id,
                  lines: order.lines.map((line) => ({
                    __typename: 'OrderLine',
                    id: line.id,
                    fulfilled: line.id === variables.lineId ? variables.fulfilled : line.fulfilled,
                  })),
                  audit: [
                    auditEntry({
                      id: '73',
                      action: 'order.line_fulfilment',
                      before: '{"line_id":501,"line":1,"fulfilled":false}',
                      after: '{"line_id":501,"line":1,"fulfilled":true}',
                    }),
                    ...order.audit,
                  ],
                },
                userErrors: [],
              },
            },
          });
        },
      ),
    );
    const { user } = renderApp({ path: '/staff/orders/1001' });
    const box = await screen.findByRole('checkbox', {
      name: messages.fulfilledLabel('Backwoods Honey 5-pack'),
    });

    await user.click(box);

    await waitFor(() => expect(box).toBeDisabled());
    expect(await screen.findByText(messages.markedFulfilled('Backwoods Honey 5-pack'))).toBeInTheDocument();
    expect(sent).toEqual([{ orderId: '1001', lineId: '501', fulfilled: true }]);
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    expect(screen.getByText(messages.fulfilledCount(2, 2))).toBeInTheDocument();
    expect(historyChange('Wes Warehouse marked line 1 of order 1001 fulfilled')).toBeInTheDocument();
  });

  it("shows the store's refusal of a line's change in a toast, and leaves the box as it was", async () => {
    orderApi();
    server.use(
      staffApi.mutation('SetOrderLineFulfilled', () =>
        HttpResponse.json({
          data: {
            setOrderLineFulfilled: {
              __typename: 'OrderPayload',
              order: null,
              userErrors: [
                orderUserError('INVALID', 'The lines of a cancelled order cannot be fulfilled.', [
                  'fulfilled',
                ]),
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/orders/1001' });
    const box = await screen.findByRole('checkbox', {
      name: messages.fulfilledLabel('Zig-Zag King Size papers'),
    });

    await user.click(box);

    expect(
      await screen.findByText('The lines of a cancelled order cannot be fulfilled.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('says when the order does not exist', async () => {
    orderApi(null);
    renderApp({ path: '/staff/orders/999' });

    expect(
      await screen.findByRole('heading', { level: 1, name: staffMessages.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(staffMessages.notFound)).toBeInTheDocument();
  });

  it('says an address with an id the store could not have is not found, without asking', async () => {
    const asked = orderApi();
    renderApp({ path: '/staff/orders/abc' });

    expect(
      await screen.findByRole('heading', { level: 1, name: staffMessages.notFoundTitle }),
    ).toBeInTheDocument();
    expect(asked.count).toBe(0);
  });

  it('is not offered to a sales role', async () => {
    const asked = orderApi(detailOrder(), 'SALES');
    renderApp({ path: '/staff/orders/1001' });

    expect(
      await screen.findByRole('heading', { level: 1, name: staffMessages.notAllowedTitle }),
    ).toBeInTheDocument();
    expect(asked.count).toBe(0);
  });

  it('says when the order has no billing address, and leaves out a state the address does not give', async () => {
    orderApi(detailOrder({ billingAddress: null, shippingAddress: orderAddress({ stateName: null }) }));
    renderApp({ path: '/staff/orders/1001' });

    expect(await screen.findByText(messages.noBillingAddress)).toBeInTheDocument();
    expect(await screen.findByText('Newark, 07102')).toBeInTheDocument();
  });
});
