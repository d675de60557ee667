import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { sessionGateway, typename } from '../../../../test/session';
import {
  OrderDetailRouteQueryDocument,
  OrderHistoryExportDocument,
  OrdersRouteQueryDocument,
} from '../../../gql/graphql';
import { accountMessages, orderDetailMessages, ordersMessages } from '../messages';
import { order, orderLine, ordersPage } from '../testing/fixtures';

describe('orders', { timeout: 20_000 }, () => {
  it('says so when the customer has not ordered yet', async () => {
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      gatewayApi.query(OrdersRouteQueryDocument, () =>
        HttpResponse.json({ data: { orders: ordersPage([]) } }),
      ),
    );
    renderApp({ path: '/my-account/orders' });

    expect(await screen.findByText(ordersMessages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the orders with number, date, status and total, each opening its detail', async () => {
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      gatewayApi.query(OrdersRouteQueryDocument, () =>
        HttpResponse.json({
          data: { orders: ordersPage([order('42'), order('41', { status: 'DELIVERED' })]) },
        }),
      ),
    );
    renderApp({ path: '/my-account/orders' });

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['order-42', 'November 20, 2026', 'Pending', '$252.00'],
      ['order-41', 'November 20, 2026', 'Delivered', '$252.00'],
    ]);
    expect(within(table).getByRole('link', { name: 'order-42' })).toHaveAttribute(
      'href',
      '/my-account/orders/42',
    );
    expect(within(table).getByRole('link', { name: ordersMessages.viewOrder('order-41') })).toHaveAttribute(
      'href',
      '/my-account/orders/41',
    );
    // The account navigation marks Orders.
    const nav = screen.getByRole('navigation', { name: accountMessages.navigation });
    expect(within(nav).getByRole('link', { name: accountMessages.orders })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/my-account'],
      ['Orders', '/my-account/orders'],
      ['Addresses', '/my-account/addresses'],
      ['Account details', '/my-account/account-details'],
      ['API access', '/my-account/api-access'],
      ['Webhooks', '/my-account/webhooks'],
      ['Wishlist', '/wishlist'],
    ]);
  });

  it('pages through the orders with numbered links, keeping the page in the address so Back returns', async () => {
    const requested: number[] = [];
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      // Five pages of one order each: page 1 holds order-99, page 3 order-97.
      gatewayApi.query(OrdersRouteQueryDocument, ({ variables }) => {
        requested.push(variables.page);
        return HttpResponse.json({
          data: { orders: ordersPage([order(String(100 - variables.page))], variables.page, 5) },
        });
      }),
    );
    const { user, router } = renderApp({ path: '/my-account/orders' });

    const pages = await screen.findByRole('navigation', { name: ordersMessages.pagination });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      [ordersMessages.page(1), '/my-account/orders'],
      [ordersMessages.page(2), '/my-account/orders?page=2'],
      [ordersMessages.page(3), '/my-account/orders?page=3'],
      [ordersMessages.page(4), '/my-account/orders?page=4'],
      [ordersMessages.page(5), '/my-account/orders?page=5'],
      [ordersMessages.nextPage, '/my-account/orders?page=2'],
    ]);
    expect(within(pages).getByRole('link', { name: ordersMessages.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pages).getByRole('link', { name: ordersMessages.page(3) }));

    expect(await screen.findByRole('link', { name: 'order-97' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(requested).toContain(3);
    const pagesNow = screen.getByRole('navigation', { name: ordersMessages.pagination });
    expect(within(pagesNow).getByRole('link', { name: ordersMessages.page(3) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagesNow).getByRole('link', { name: ordersMessages.previousPage })).toHaveAttribute(
      'href',
      '/my-account/orders?page=2',
    );

    act(() => router.navigate(-1));

    expect(await screen.findByRole('link', { name: 'order-99' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('offers the latest orders when the address asks for a page past the end', async () => {
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      gatewayApi.query(OrdersRouteQueryDocument, ({ variables }) =>
        HttpResponse.json({
          data: {
            orders: ordersPage(variables.page === 1 ? [order('99')] : [], variables.page, 1),
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/my-account/orders?page=9' });

    expect(await screen.findByText(ordersMessages.noSuchPage)).toBeInTheDocument();
    expect(screen.queryByText(ordersMessages.empty)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: ordersMessages.firstPage }));

    expect(await screen.findByRole('link', { name: 'order-99' })).toBeInTheDocument();
  });

  it('shows an order: number, date, status, addresses with state names, lines with fulfilment, totals', async () => {
    const requested: string[] = [];
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      // By name: the typed document's answer is fragment-masked, the fixture is what the gateway sends.
      gatewayApi.query('OrderDetailRouteQuery', ({ variables }) => {
        requested.push(String(variables.id));
        return HttpResponse.json({
          data: {
            order: order('42', {
              shippingAddress: {
                ...typename('OrderAddress'),
                name: 'Ada Warehouse',
                companyName: null,
                address: '9 Dock Road',
                city: 'Trenton',
                state: { ...typename('State'), id: '31', name: 'New Jersey' },
                postcode: '08601',
                phone: null,
                email: null,
              },
              lines: [
                orderLine('42-1'),
                orderLine('42-2', { name: 'Padron 1964', fulfillmentStatus: 'FULFILLED' }),
              ],
            }),
          },
        });
      }),
      gatewayApi.query(OrdersRouteQueryDocument, () =>
        HttpResponse.json({ data: { orders: ordersPage([order('42')]) } }),
      ),
    );
    const { user, router } = renderApp({ path: '/my-account/orders/42' });

    expect(
      await screen.findByRole('heading', { name: orderDetailMessages.title('order-42') }),
    ).toBeInTheDocument();
    expect(requested).toEqual(['42']);
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();

    const billing = screen.getByRole('region', { name: orderDetailMessages.billingAddress });
    expect(within(billing).getByText('Newark, New Jersey 07102')).toBeInTheDocument();
    expect(within(billing).getByText(/\(201\) 555-0100/)).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: orderDetailMessages.shippingAddress });
    expect(within(shipping).getByText('Trenton, New Jersey 08601')).toBeInTheDocument();

    const lines = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      lines.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Arturo Fuente Hemingway', '$120.00', '2', '$12.00', '$240.00', orderDetailMessages.notFulfilled],
      ['Padron 1964', '$120.00', '2', '$12.00', '$240.00', orderDetailMessages.fulfilled],
    ]);
    expect(screen.getByText('$252.00')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: orderDetailMessages.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/orders'));
    expect(await screen.findByRole('link', { name: 'order-42' })).toBeInTheDocument();
  });

  it('says when an order does not exist', async () => {
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      gatewayApi.query(OrderDetailRouteQueryDocument, () => HttpResponse.json({ data: { order: null } })),
    );
    renderApp({ path: '/my-account/orders/999' });

    expect(await screen.findByText(orderDetailMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: orderDetailMessages.goBack })).toHaveAttribute(
      'href',
      '/my-account/orders',
    );
  });

  it('exports the order history of every page as a CSV named with New Jersey’s day, and says how many orders', async () => {
    // 9:30 PM in New Jersey on November 28: already the 29th in UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T02:30:00Z') });
    const downloads: { name: string; blob: Blob }[] = [];
    const objects = new Map<string, Blob>();
    // jsdom makes no object URLs: the file's content is kept by its URL until the link that downloads it is clicked.
    const objectUrls = {
      createObjectURL: vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        const url = `blob:orders-${objects.size}`;
        objects.set(url, blob as Blob);
        return url;
      }),
      revokeObjectURL: vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
    };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, blob: objects.get(this.href)! });
    });
    const pagesAsked: number[] = [];
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      gatewayApi.query(OrdersRouteQueryDocument, () =>
        HttpResponse.json({ data: { orders: ordersPage([order('42')]) } }),
      ),
      gatewayApi.query(OrderHistoryExportDocument, ({ variables }) => {
        pagesAsked.push(variables.page);
        const shipped = order('41', {
          status: 'SHIPPED',
          shipment: {
            __typename: 'Shipment',
            carrier: 'UPS',
            trackingNumber: '1Z999',
            expectedDeliveryOn: null,
          },
        });
        return HttpResponse.json({
          data: {
            orders: { ...ordersPage(variables.page === 1 ? [order('42')] : [shipped], variables.page, 2) },
          },
        });
      }),
    );
    try {
      renderApp({ path: '/my-account/orders' });
      await userEvent.click(await screen.findByRole('button', { name: ordersMessages.exportCsv }));

      expect(await screen.findByText(ordersMessages.exported(2))).toBeInTheDocument();
      expect(pagesAsked).toEqual([1, 2]);
      expect(downloads.map((download) => download.name)).toEqual(['order-history-2026-11-28.csv']);
      expect((await fileText(downloads[0]!.blob)).split('\r\n')).toEqual([
        '\uFEFFOrder,Date,Status,Product,Quantity,Unit price,Line total,Order subtotal,Order tax,Order total,Carrier,Tracking number',
        'order-42,2026-11-20,Pending,Arturo Fuente Hemingway,2,120.00,240.00,240.00,12.00,252.00,,',
        'order-41,2026-11-20,Shipped,Arturo Fuente Hemingway,2,120.00,240.00,240.00,12.00,252.00,UPS,1Z999',
      ]);
    } finally {
      click.mockRestore();
      objectUrls.createObjectURL.mockRestore();
      objectUrls.revokeObjectURL.mockRestore();
      vi.useRealTimers();
    }
  });
});

/** A file's text as a spreadsheet reads it, byte order mark included (jsdom's Blob has no `text()`). */
function fileText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}
