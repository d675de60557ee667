import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type { RegistrationsRouteQueryVariables } from '../gql/graphql';
import { registrationFixture, dayFromToday } from '../testing/salesFixtures';
import { staffApi, staffSession } from '../testing/staffApi';

function page(items: ReturnType<typeof registrationFixture>[], { page = 1, total = items.length } = {}) {
  return { __typename: 'RegistrationPage' as const, items, page, perPage: 25, total };
}

/** Answers the queue with `items` and keeps each request's variables. */
function answerRegistrations(
  items: ReturnType<typeof registrationFixture>[],
  options: { total?: number } = {},
): RegistrationsRouteQueryVariables[] {
  const asked: RegistrationsRouteQueryVariables[] = [];
  server.use(
    staffApi.query('RegistrationsRoute', ({ variables }) => {
      asked.push(variables as RegistrationsRouteQueryVariables);
      return HttpResponse.json({
        data: { registrations: page(items, { page: Number(variables.page), ...options }) },
      });
    }),
  );
  return asked;
}

describe('Registrations queue', () => {
  it('lists the pending registrations with what a review needs and warns of certificates that run out', async () => {
    server.use(staffSession('SALES'));
    const asked = answerRegistrations([
      registrationFixture(),
      registrationFixture({
        id: '6',
        companyName: 'Bayonne Cigars Inc',
        dba: null,
        taxIdExpiresOn: dayFromToday(-2),
        tobaccoLicenseExpiresOn: null,
        tobaccoLicenseNumber: null,
        informationRequestedAt: '2026-11-24T15:30:00.000Z',
      }),
    ]);
    renderApp({ path: '/staff/registrations' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Registrations' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const [, acme, bayonne] = within(table).getAllByRole('row');
    expect(within(acme!).getByRole('link', { name: 'Acme Tobacco LLC' })).toHaveAttribute(
      'href',
      '/staff/registrations/7',
    );
    for (const text of [
      'DBA Acme Smoke Shop',
      'Jane Doe',
      'jane@acme.test',
      'New Jersey',
      'TX-123456',
      'TOB-98765',
      'Retailer',
    ])
      expect(within(acme!).getByText(text)).toBeInTheDocument();
    expect(within(acme!).getByText('Expires in 10 days')).toBeInTheDocument();
    expect(within(bayonne!).getByText('Expired')).toBeInTheDocument();
    // A missing expiry date is flagged: the licence cannot be checked without it.
    expect(within(bayonne!).getByText('Expiry date missing')).toBeInTheDocument();
    expect(within(acme!).queryByText('Expiry date missing')).not.toBeInTheDocument();
    // When the business was asked for more information, in the store's time.
    expect(within(bayonne!).getByText('Requested Nov 24, 2026, 10:30 AM')).toBeInTheDocument();
    expect(within(acme!).getByText('Not requested')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Information requested' })).toBeInTheDocument();
    expect(screen.getByText('2 pending registrations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toEqual([{ status: 'PENDING', page: 1, perPage: 25 }]);
  });

  it('shows the approved or rejected ones from the address and keeps the choice there', async () => {
    server.use(staffSession('ADMIN'));
    const asked = answerRegistrations([registrationFixture({ status: 'APPROVED' })]);
    const { user, router } = renderApp({ path: '/staff/registrations' });

    await user.click(await screen.findByRole('link', { name: 'Approved' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    expect(await screen.findByText('1 approved registration')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Approved' })).toHaveAttribute('aria-current', 'page');
    expect(asked.at(-1)).toEqual({ status: 'APPROVED', page: 1, perPage: 25 });

    await user.click(screen.getByRole('link', { name: 'Rejected' }));
    await waitFor(() => expect(asked.at(-1)?.status).toBe('REJECTED'));
    expect(router.state.location.search).toBe('?status=rejected');
  });

  it('pages through a long queue in the address', async () => {
    server.use(staffSession('SALES'));
    const asked = answerRegistrations([registrationFixture()], { total: 30 });
    const { user, router } = renderApp({ path: '/staff/registrations' });

    await user.click(await screen.findByRole('link', { name: 'Page 2' }));

    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'PENDING', page: 2, perPage: 25 }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says so when no registration is waiting for review', async () => {
    server.use(staffSession('SALES'));
    answerRegistrations([]);
    renderApp({ path: '/staff/registrations' });

    expect(await screen.findByText('No registration is waiting for review.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the first page when the address asks for a page past the end', async () => {
    server.use(staffSession('SALES'));
    answerRegistrations([], { total: 3 });
    const { user, router } = renderApp({ path: '/staff/registrations?status=rejected&page=4' });

    await user.click(await screen.findByRole('link', { name: 'Go to the first page' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
  });

  it('opens the review page of a registration from the queue', async () => {
    server.use(
      staffSession('SALES'),
      staffApi.query('RegistrationRoute', () =>
        HttpResponse.json({ data: { registration: registrationFixture() } }),
      ),
    );
    answerRegistrations([registrationFixture()]);
    const { user, router } = renderApp({ path: '/staff/registrations' });

    await user.click(await screen.findByRole('link', { name: 'Acme Tobacco LLC' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Tobacco LLC' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/registrations/7');
  });

  it('offers Try again when the queue cannot be loaded', async () => {
    server.use(staffSession('SALES'));
    let fail = true;
    server.use(
      staffApi.query('RegistrationsRoute', () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({ data: { registrations: page([registrationFixture()]) } }),
      ),
    );
    const { user } = renderApp({ path: '/staff/registrations' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load this page. Check your connection and try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Acme Tobacco LLC' })).toBeInTheDocument();
  });

  it('tells a warehouse member that registrations are not part of their role, and asks the store nothing', async () => {
    server.use(staffSession('WAREHOUSE'));
    const asked = answerRegistrations([registrationFixture()]);
    renderApp({ path: '/staff/registrations' });

    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
