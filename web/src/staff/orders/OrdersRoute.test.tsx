import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type { OrdersRouteQuery, OrdersRouteQueryVariables, StaffRole } from '../gql/graphql';
import { staffMessages } from '../messages';
import { staffApi, staffSession } from '../testing/staffApi';
import { ordersMessages } from './messages';
import { detailOrder, listOrder, money, orderPage } from './testing/orders';

const messages = ordersMessages.list;

/** The staff API answering the orders list with `page`, and every request's variables, in order. */
function ordersApi(page = orderPage([listOrder()]), role: StaffRole = 'WAREHOUSE') {
  const requests: OrdersRouteQueryVariables[] = [];
  server.use(
    staffSession(role),
    staffApi.query<OrdersRouteQuery, OrdersRouteQueryVariables>('OrdersRoute', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { orders: page } });
    }),
  );
  return requests;
}

const table = () => screen.findByRole('table');
/** A row's cells after its selection box. */
const columnTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);

describe('Orders list', () => {
  it('lists the orders with number, placed, customer, status, lines and total, and a row opens its order', async () => {
    ordersApi(
      orderPage(
        [
          listOrder(),
          listOrder({
            id: '1000',
            orderNumber: '1000',
            status: 'SHIPPED',
            lineCount: 1,
            total: money('1250.00'),
          }),
        ],
        { total: 2 },
      ),
    );
    server.use(
      staffApi.query('OrderRoute', () =>
        HttpResponse.json({ data: { order: detailOrder({ id: '1000', orderNumber: '1000' }) } }),
      ),
    );
    const { user, router } = renderApp({ path: '/staff/orders' });

    const rows = within(await table()).getAllByRole('row');
    expect(screen.getByRole('heading', { level: 1, name: messages.title })).toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([messages.selectPage, 'Order', 'Placed', 'Customer', 'Status', 'Lines', 'Total']);
    expect(columnTexts(rows[1]!)).toEqual([
      '1001',
      'Mar 10, 2026, 11:04 AM',
      'Acme Tobacco LLC',
      'Pending',
      '3',
      '$412.50',
    ]);
    expect(columnTexts(rows[2]!)).toEqual([
      '1000',
      'Mar 10, 2026, 11:04 AM',
      'Acme Tobacco LLC',
      'Shipped',
      '1',
      '$1,250.00',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: '1001' })).toHaveAttribute(
      'href',
      '/staff/orders/1001',
    );

    await user.click(within(rows[2]!).getByText('Shipped'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/orders/1000'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1000' })).toBeInTheDocument();
  });

  it('links each customer to their page for a role that may open it, and names them only for the warehouse', async () => {
    ordersApi(undefined, 'ADMIN');
    const { unmount } = renderApp({ path: '/staff/orders' });

    expect(within(await table()).getByRole('link', { name: 'Acme Tobacco LLC' })).toHaveAttribute(
      'href',
      '/staff/customers/12',
    );
    unmount();

    ordersApi(undefined, 'WAREHOUSE');
    renderApp({ path: '/staff/orders' });

    const warehouseTable = await table();
    expect(within(warehouseTable).getByText('Acme Tobacco LLC')).toBeInTheDocument();
    expect(within(warehouseTable).queryByRole('link', { name: 'Acme Tobacco LLC' })).not.toBeInTheDocument();
  });

  it('applies the status and dates chosen: they go in the address, the list asks for them from the first page', async () => {
    const requests = ordersApi();
    const { user, router } = renderApp({ path: '/staff/orders?page=3' });
    await table();

    await user.selectOptions(screen.getByLabelText(messages.status), 'Ready for pickup');
    await user.type(screen.getByLabelText(messages.from), '2026-03-01');
    await user.type(screen.getByLabelText(messages.to), '2026-03-31');
    await user.click(screen.getByRole('button', { name: messages.apply }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=READY_FOR_PICKUP&from=2026-03-01&to=2026-03-31'),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        filter: { status: 'READY_FOR_PICKUP', from: '2026-03-01', to: '2026-03-31' },
        page: 1,
        perPage: 25,
      }),
    );
  });

  it('starts from the filters and page of the address, and exports the same filters as CSV', async () => {
    const requests = ordersApi(orderPage([listOrder()], { page: 2, total: 30 }));
    renderApp({ path: '/staff/orders?status=SHIPPED&from=2026-03-01&to=2026-03-31&page=2' });
    await table();

    expect(requests[0]).toEqual({
      filter: { status: 'SHIPPED', from: '2026-03-01', to: '2026-03-31' },
      page: 2,
      perPage: 25,
    });
    expect(screen.getByLabelText(messages.status)).toHaveValue('SHIPPED');
    expect(screen.getByLabelText(messages.from)).toHaveValue('2026-03-01');
    expect(screen.getByLabelText(messages.to)).toHaveValue('2026-03-31');
    const exportLink = screen.getByRole('link', { name: messages.exportCsv });
    expect(exportLink).toHaveAttribute(
      'href',
      '/staff/orders.csv?status=SHIPPED&from=2026-03-01&to=2026-03-31',
    );
    expect(exportLink).toHaveAttribute('download');
  });

  it('searches by order number, company, contact or e-mail, keeping the other filters, and refuses one character', async () => {
    const requests = ordersApi();
    const { user } = renderApp({ path: '/staff/orders?status=PENDING' });
    await table();

    const search = screen.getByRole('searchbox', { name: messages.search });
    await user.type(search, 'a');
    await user.click(screen.getByRole('button', { name: messages.apply }));
    expect(search).toHaveAccessibleDescription(expect.stringContaining(messages.searchRule) as string);
    expect(requests).toHaveLength(1);

    await user.clear(search);
    await user.type(search, '#1001');
    await user.click(screen.getByRole('button', { name: messages.apply }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        filter: { status: 'PENDING', search: '#1001' },
        page: 1,
        perPage: 25,
      }),
    );
    expect(screen.getByRole('link', { name: messages.exportCsv })).toHaveAttribute(
      'href',
      '/staff/orders.csv?search=%231001&status=PENDING',
    );
    expect(screen.getByRole('link', { name: messages.exportCsvLines })).toHaveAttribute(
      'href',
      '/staff/orders.csv?search=%231001&status=PENDING&lines=true&addresses=true',
    );
  });

  it('changes the status of the selected orders after asking, and reports what became of each', async () => {
    ordersApi(orderPage([listOrder(), listOrder({ id: '1000', orderNumber: '1000' })]));
    const sent: unknown[] = [];
    server.use(
      staffApi.mutation('SetOrdersStatus', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            setOrdersStatus: {
              __typename: 'BulkOrderStatusPayload',
              results: [
                {
                  __typename: 'BulkOrderStatusResult',
                  orderId: '1001',
                  orderNumber: '1001',
                  changed: true,
                  code: null,
                  message: null,
                },
                {
                  __typename: 'BulkOrderStatusResult',
                  orderId: '1000',
                  orderNumber: '1000',
                  changed: false,
                  code: 'INVALID_STATUS_TRANSITION',
                  message: 'An order that is cancelled cannot become processing.',
                },
              ],
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/orders' });
    await table();

    await user.click(screen.getByRole('checkbox', { name: messages.selectPage }));
    const bar = screen.getByRole('region', { name: messages.bulk });
    expect(within(bar).getByRole('status')).toHaveTextContent(messages.selectedCount(2));
    expect(within(bar).getByRole('link', { name: messages.printSelected })).toHaveAttribute(
      'href',
      '/staff/orders/print?ids=1001%2C1000',
    );
    await user.click(within(bar).getByRole('button', { name: messages.bulkApply }));
    const dialog = await screen.findByRole('alertdialog', {
      name: messages.bulkConfirmTitle(2, 'Processing'),
    });
    await user.click(within(dialog).getByRole('button', { name: messages.bulkKeep }));
    expect(sent).toHaveLength(0);

    await user.click(within(bar).getByRole('button', { name: messages.bulkApply }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: messages.bulkConfirm }),
    );

    const report = await within(bar).findByRole('alert');
    expect(sent).toEqual([{ ids: ['1001', '1000'], status: 'PROCESSING' }]);
    expect(report).toHaveTextContent(messages.bulkMoved('1001', 'Processing'));
    expect(report).toHaveTextContent(
      messages.bulkRefused('1000', 'An order that is cancelled cannot become processing.'),
    );
    expect(await screen.findByText(messages.bulkDone(1, 2))).toBeInTheDocument();
  });

  it('pages through the list keeping its filters', async () => {
    ordersApi(orderPage([listOrder()], { total: 60 }));
    renderApp({ path: '/staff/orders?status=PENDING' });
    await table();

    const pages = screen.getByRole('navigation', { name: staffMessages.pages.pagination });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/staff/orders?status=PENDING&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('says when the "placed to" day is before the "placed from" day, and asks nothing', async () => {
    const requests = ordersApi();
    const { user, router } = renderApp({ path: '/staff/orders' });
    await table();
    const asked = requests.length;

    await user.type(screen.getByLabelText(messages.from), '2026-03-31');
    await user.type(screen.getByLabelText(messages.to), '2026-03-01');
    await user.click(screen.getByRole('button', { name: messages.apply }));

    const to = screen.getByLabelText(messages.to);
    await waitFor(() => expect(to).toHaveErrorMessage(messages.rangeInverted));
    expect(to).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(requests).toHaveLength(asked);
  });

  it('shows an address whose range ends before it starts as a message, without asking or offering the export', async () => {
    const requests = ordersApi();
    renderApp({ path: '/staff/orders?from=2026-04-01&to=2026-03-01' });

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.rangeInverted);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: messages.exportCsv })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("narrows the list to the customer of the address, named from their orders, with the way back to everyone's", async () => {
    const requests = ordersApi();
    const { user, router } = renderApp({ path: '/staff/orders?customerId=12' });
    await table();

    expect(requests[0]?.filter).toEqual({ customerId: '12' });
    expect(screen.getByText(messages.customer('Acme Tobacco LLC'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.exportCsv })).toHaveAttribute(
      'href',
      '/staff/orders.csv?customerId=12',
    );

    await user.click(screen.getByRole('link', { name: messages.everyCustomer }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(requests.at(-1)?.filter).toBeNull());
  });

  it('leaves out what the store would refuse in the address (an unknown status, a day that does not exist)', async () => {
    const requests = ordersApi();
    renderApp({ path: '/staff/orders?status=LOST&from=2026-02-30&customerId=abc' });
    await table();

    expect(requests[0]).toEqual({ filter: null, page: 1, perPage: 25 });
    expect(screen.getByLabelText(messages.status)).toHaveValue('');
    expect(screen.getByLabelText(messages.from)).toHaveValue('');
  });

  it('says when there are no orders yet', async () => {
    ordersApi(orderPage([]));
    renderApp({ path: '/staff/orders' });

    expect(await screen.findByText(messages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when no order matches the filters, with the way to clear them', async () => {
    ordersApi(orderPage([]));
    const { user, router } = renderApp({ path: '/staff/orders?status=CANCELLED' });

    expect(await screen.findByText(messages.emptyFiltered)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: messages.clear }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the page of the address is past the end, with a link to the first page', async () => {
    ordersApi(orderPage([], { page: 9, total: 30 }));
    renderApp({ path: '/staff/orders?status=PENDING&page=9' });

    expect(await screen.findByText(messages.noSuchPage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.firstPage })).toHaveAttribute(
      'href',
      '/staff/orders?status=PENDING',
    );
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let fail = true;
    server.use(
      staffSession('WAREHOUSE'),
      staffApi.query('OrdersRoute', () =>
        fail
          ? HttpResponse.json({ errors: [{ message: 'The store is unavailable.' }] })
          : HttpResponse.json({ data: { orders: orderPage([listOrder()]) } }),
      ),
    );
    const { user } = renderApp({ path: '/staff/orders' });

    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.loadFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: staffMessages.retry }));

    expect(await table()).toBeInTheDocument();
  });

  it('is not offered to a sales role, and asks nothing', async () => {
    const requests = ordersApi(undefined, 'SALES');
    renderApp({ path: '/staff/orders' });

    expect(
      await screen.findByRole('heading', { level: 1, name: staffMessages.notAllowedTitle }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
