import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type { CustomersRouteQueryVariables } from '../gql/graphql';
import { customerFixture, dayFromToday } from '../testing/salesFixtures';
import { staffApi, staffSession } from '../testing/staffApi';

type Customer = ReturnType<typeof customerFixture>;

/** Answers the customers list with `items` (whatever the filter) and keeps each request's variables. */
function answerCustomers(items: Customer[], { total = items.length } = {}): CustomersRouteQueryVariables[] {
  const asked: CustomersRouteQueryVariables[] = [];
  server.use(
    staffApi.query('CustomerFilterChoices', () =>
      HttpResponse.json({
        data: {
          states: [
            { __typename: 'State', id: '31', name: 'New Jersey' },
            { __typename: 'State', id: '33', name: 'New York' },
          ],
          membershipCategories: [
            { __typename: 'MembershipCategory', id: '2', name: 'Smoke Shop' },
            { __typename: 'MembershipCategory', id: '3', name: 'Convenience Store' },
          ],
        },
      }),
    ),
    staffApi.query('CustomersRoute', ({ variables }) => {
      asked.push(variables as CustomersRouteQueryVariables);
      return HttpResponse.json({
        data: {
          customers: {
            __typename: 'CustomerPage' as const,
            items,
            page: Number(variables.page),
            perPage: 25,
            total,
          },
        },
      });
    }),
  );
  return asked;
}

describe('Customers list', () => {
  it('lists customers with their status, a suspension and the certificates that run out', async () => {
    server.use(staffSession('SALES'));
    const asked = answerCustomers([
      customerFixture(),
      customerFixture({
        id: '8',
        companyName: 'Bayonne Cigars Inc',
        contactName: 'Bo Smith',
        email: 'bo@bayonne.test',
        suspended: true,
        tobaccoLicenseExpiresOn: dayFromToday(400),
        taxIdExpiresOn: dayFromToday(20),
      }),
    ]);
    renderApp({ path: '/staff/customers' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Company', 'Contact', 'E-mail', 'State', 'Category', 'Status', 'Certificates expire']);
    const [, acme, bayonne] = within(table).getAllByRole('row');
    expect(within(acme!).getByRole('link', { name: 'Acme Tobacco LLC' })).toHaveAttribute(
      'href',
      '/staff/customers/7',
    );
    for (const text of ['Jane Doe', 'jane@acme.test', 'New Jersey', 'Retailer', 'Approved', 'Expired'])
      expect(within(acme!).getByText(text)).toBeInTheDocument();
    expect(within(acme!).queryByText('Suspended')).not.toBeInTheDocument();
    expect(within(bayonne!).getByText('Suspended')).toBeInTheDocument();
    expect(within(bayonne!).getByText('Expires in 20 days')).toBeInTheDocument();
    expect(screen.getByText('2 customers')).toBeInTheDocument();
    expect(asked).toEqual([{ filter: {}, page: 1, perPage: 25 }]);
  });

  it('searches as the person types, once they pause, and keeps the search in the address', async () => {
    server.use(staffSession('SALES'));
    const asked = answerCustomers([customerFixture()]);
    const { user, router } = renderApp({ path: '/staff/customers?page=3' });

    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), '  acme ');

    await waitFor(() => expect(router.state.location.search).toBe('?search=acme'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ filter: { search: 'acme' }, page: 1, perPage: 25 }));
    // One request for the words typed, none for each keystroke, and none again for the list before.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked).toEqual([
      { filter: {}, page: 3, perPage: 25 },
      { filter: { search: 'acme' }, page: 1, perPage: 25 },
    ]);
  });

  it('filters by status and by certificates that expire, in the address, from the first page', async () => {
    server.use(staffSession('ADMIN'));
    const asked = answerCustomers([customerFixture()]);
    const { user, router } = renderApp({ path: '/staff/customers?page=2' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Suspended');
    await waitFor(() => expect(router.state.location.search).toBe('?status=suspended'));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Certificates' }),
      'Expiring within 30 days',
    );

    await waitFor(() => expect(router.state.location.search).toBe('?status=suspended&certificate=expiring'));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: { status: 'SUSPENDED', certificate: 'EXPIRING' },
        page: 1,
        perPage: 25,
      }),
    );
  });

  it('filters by state and membership category, by their ids in the address', async () => {
    server.use(staffSession('SALES'));
    const asked = answerCustomers([customerFixture()]);
    const { user, router } = renderApp({ path: '/staff/customers' });

    const state = await screen.findByRole('combobox', { name: 'State' });
    await waitFor(() => expect(within(state).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(state, 'New Jersey');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Membership category' }), 'Smoke Shop');

    await waitFor(() => expect(router.state.location.search).toBe('?state=31&category=2'));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: { stateId: '31', membershipCategoryId: '2' },
        page: 1,
        perPage: 25,
      }),
    );
  });

  it('ignores a state or category in the address that is no id', async () => {
    server.use(staffSession('SALES'));
    const asked = answerCustomers([customerFixture()]);
    renderApp({ path: '/staff/customers?state=abc&category=-1' });

    await waitFor(() => expect(asked).toEqual([{ filter: {}, page: 1, perPage: 25 }]));
  });

  it('opens with the filters and the page of the address', async () => {
    server.use(staffSession('SALES'));
    const asked = answerCustomers([customerFixture()], { total: 60 });
    renderApp({ path: '/staff/customers?search=acme&status=approved&certificate=expired&page=2' });

    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('acme');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('approved');
    expect(screen.getByRole('combobox', { name: 'Certificates' })).toHaveValue('expired');
    await waitFor(() =>
      expect(asked).toEqual([
        { filter: { search: 'acme', status: 'APPROVED', certificate: 'EXPIRED' }, page: 2, perPage: 25 },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/staff/customers?search=acme&status=approved&certificate=expired&page=3',
    );
  });

  it('says when no customer matches and clears the filters', async () => {
    server.use(staffSession('SALES'));
    const asked = answerCustomers([]);
    const { user, router } = renderApp({ path: '/staff/customers?search=nobody&status=rejected' });

    expect(await screen.findByText('No customer matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The page follows the address in a transition.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue(''));
    await waitFor(() => expect(asked.at(-1)).toEqual({ filter: {}, page: 1, perPage: 25 }));
  });

  it('follows the back button to the search before', async () => {
    server.use(staffSession('SALES'));
    answerCustomers([customerFixture()]);
    const { user, router } = renderApp({ path: '/staff/customers?search=acme' });

    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'bayonne{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=bayonne'));

    act(() => router.navigate(-1));

    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('acme'));
    expect(router.state.location.search).toBe('?search=acme');
  });

  it('tells a warehouse member that customers are not part of their role', async () => {
    server.use(staffSession('WAREHOUSE'));
    const asked = answerCustomers([customerFixture()]);
    renderApp({ path: '/staff/customers' });

    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
