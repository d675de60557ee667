import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { auditEntry } from '../orders/testing/orders';
import { staffApi, staffMember, staffSession } from '../testing/staffApi';

function answerHome(counts: Record<string, number | string | null>) {
  server.use(
    staffApi.query('StaffHome', () =>
      HttpResponse.json({ data: { staffHome: { __typename: 'StaffHome', ...counts } } }),
    ),
  );
}

const ADMIN_COUNTS = {
  registrationsWaiting: 3,
  oldestRegistrationAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  ordersToProcess: 4,
  ordersToShip: 2,
  licencesExpiring: 1,
  productsOutOfStock: 5,
};

describe('The back office’s home', () => {
  it('shows today’s counts, each a link to its filtered list, and the oldest registration’s wait', async () => {
    server.use(staffSession('ADMIN'));
    answerHome(ADMIN_COUNTS);
    renderApp({ path: '/staff' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    const tiles = await screen.findByRole('list', { name: 'Today’s counts' });
    const links = within(tiles)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Registrations waiting: 3. Open the list', '/staff/registrations'],
      ['Orders to process: 4. Open the list', '/staff/orders?status=PENDING'],
      ['Orders to ship: 2. Open the list', '/staff/orders?status=PROCESSING'],
      ['Licences expiring in 30 days: 1. Open the list', '/staff/customers?certificate=expiring'],
      ['Products out of stock: 5. Open the list', '/staff/catalog?stock=out'],
    ]);
    expect(within(tiles).getByText('The oldest has waited 3 days.')).toBeInTheDocument();

    // Beside the navigation: what waits in each area.
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Registrations/ })).toHaveTextContent(
        'Registrations3 waiting',
      ),
    );
    expect(within(nav).getByRole('link', { name: /^Orders/ })).toHaveTextContent('Orders6 waiting');
    expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a role only the counts it covers', async () => {
    server.use(staffSession('WAREHOUSE'));
    answerHome({
      ...ADMIN_COUNTS,
      registrationsWaiting: null,
      oldestRegistrationAt: null,
      licencesExpiring: null,
    });
    renderApp({ path: '/staff' });

    const tiles = await screen.findByRole('list', { name: 'Today’s counts' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['4Orders to process', '2Orders to ship', '5Products out of stock']);
  });

  it('says when the counts cannot be loaded, and tries again', async () => {
    server.use(staffSession('SALES'));
    let failed = false;
    server.use(
      staffApi.query('StaffHome', () => {
        if (!failed) {
          failed = true;
          return HttpResponse.error();
        }
        return HttpResponse.json({ data: { staffHome: { __typename: 'StaffHome', ...ADMIN_COUNTS } } });
      }),
    );
    const { user } = renderApp({ path: '/staff' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Today’s counts' })).toBeInTheDocument();
  });
});

describe('The audit log screen', () => {
  it('lists every staff action in words and filters by person in the address', async () => {
    server.use(staffSession('ADMIN'));
    const asked: unknown[] = [];
    server.use(
      staffApi.query('AuditLogChoices', () =>
        HttpResponse.json({
          data: {
            auditActions: ['order.status'],
            staffMembers: [{ ...staffMember('WAREHOUSE'), id: '3', name: 'Wes Warehouse' }],
          },
        }),
      ),
      staffApi.query('AuditLogRoute', ({ variables }) => {
        asked.push(variables.filter ?? null);
        return HttpResponse.json({
          data: {
            auditLog: { __typename: 'AuditEntryPage', page: 1, perPage: 25, total: 1, items: [auditEntry()] },
          },
        });
      }),
    );
    const { user, router } = renderApp({ path: '/staff/audit' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(
      await screen.findByText('Wes Warehouse moved order 1001 from Pending to Processing'),
    ).toBeInTheDocument();
    expect(screen.queryByText('order.status')).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Person'), 'Wes Warehouse');
    await waitFor(() => expect(router.state.location.search).toBe('?staff=3'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ staffId: '3' }));
    expect(
      within(screen.getByLabelText('Kind of action')).getByRole('option', { name: 'Order status changed' }),
    ).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    server.use(staffSession('SALES'));
    renderApp({ path: '/staff/audit' });
    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
  });
});
