import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { store } from '../../shared/config/store';
import type { StaffRole } from '../gql/graphql';
import { staffMessages } from '../messages';
import { staffApi, staffSession } from '../testing/staffApi';
import { ordersMessages } from './messages';
import { detailOrder } from './testing/orders';

const messages = ordersMessages.packingSlip;

/** The slip asks for fewer fields than the order's page; the answer may carry more. */
function slipApi(
  order: ReturnType<typeof detailOrder> | null = detailOrder(),
  role: StaffRole = 'WAREHOUSE',
) {
  const asked = { count: 0 };
  server.use(
    staffSession(role),
    staffApi.query('PackingSlipRoute', () => {
      asked.count += 1;
      return HttpResponse.json({ data: { order } });
    }),
  );
  return asked;
}

const slip = () => screen.findByRole('article', { name: messages.heading });

describe('Packing slip', () => {
  it("shows the store, the order's number and date, where it ships, each line's SKU, barcode and quantity with a box to tick, and the amount to collect on delivery", async () => {
    slipApi();
    renderApp({ path: '/staff/orders/1001/packing-slip' });

    const paper = await slip();
    expect(screen.getByRole('heading', { level: 1, name: messages.title('1001') })).toBeInTheDocument();
    expect(within(paper).getByText(store.name)).toBeInTheDocument();
    expect(within(paper).getByText(`${messages.orderNumber} 1001`)).toBeInTheDocument();
    expect(within(paper).getByText(`${messages.orderDate}: Mar 10, 2026, 11:04 AM`)).toBeInTheDocument();
    const shipTo = within(paper).getByRole('heading', { name: messages.shipTo }).parentElement!;
    expect(within(shipTo).getByText('Receiving dock')).toBeInTheDocument();
    expect(within(shipTo).getByText('40 Ferry Street')).toBeInTheDocument();
    expect(within(shipTo).queryByText('12 Market Street')).not.toBeInTheDocument();

    const rows = within(paper).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([messages.sku, messages.product, messages.barcode, messages.quantity, messages.packed]);
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['BW-HONEY-5', 'Backwoods Honey 5-pack', '071610123456', '10', ''],
      ['—', 'Zig-Zag King Size papers', '—', '4', ''],
    ]);
    // Cash on delivery: the driver collects the total, the slip's only amount.
    expect(within(paper).getByText(messages.collect('$318.64'))).toBeInTheDocument();
    expect(within(paper).getByText(messages.units(14, 2))).toBeInTheDocument();
    expect(within(paper).getByText('Deliver to the back door, please.')).toBeInTheDocument();
    expect(paper.textContent?.match(/\$/g)).toHaveLength(1);
    expect(within(paper).queryByRole('link')).not.toBeInTheDocument();
  });

  it('ships to the billing address when the order has no shipping address, and says so', async () => {
    slipApi(detailOrder({ shippingAddress: null }));
    renderApp({ path: '/staff/orders/1001/packing-slip' });

    const paper = await slip();
    expect(within(paper).getByText('12 Market Street')).toBeInTheDocument();
    expect(within(paper).getByText(messages.shipsToBilling)).toBeInTheDocument();
  });

  it("prints with the browser's print dialog, and leads back to the order", async () => {
    slipApi();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderApp({ path: '/staff/orders/1001/packing-slip' });
    await slip();

    await user.click(screen.getByRole('button', { name: messages.print }));

    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: messages.backToOrder })).toHaveAttribute(
      'href',
      '/staff/orders/1001',
    );
  });

  it('keeps the buttons and the back office bar off the paper', async () => {
    slipApi();
    renderApp({ path: '/staff/orders/1001/packing-slip' });
    await slip();

    expect(screen.getByRole('button', { name: messages.print }).closest('.staff-no-print')).not.toBeNull();
    expect(
      screen.getByRole('navigation', { name: staffMessages.navigation }).closest('.staff-no-print'),
    ).not.toBeNull();
  });

  it('says when the order does not exist, and offers nothing to print', async () => {
    slipApi(null);
    renderApp({ path: '/staff/orders/999/packing-slip' });

    expect(
      await screen.findByRole('heading', { level: 1, name: staffMessages.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.print })).not.toBeInTheDocument();
  });

  it('is not offered to a sales role', async () => {
    const asked = slipApi(detailOrder(), 'SALES');
    renderApp({ path: '/staff/orders/1001/packing-slip' });

    expect(
      await screen.findByRole('heading', { level: 1, name: staffMessages.notAllowedTitle }),
    ).toBeInTheDocument();
    expect(asked.count).toBe(0);
  });
});
