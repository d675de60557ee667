import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../test/forms';
import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type { StaffRole, SuspendCustomerMutationVariables } from '../gql/graphql';
import { customerFixture } from '../testing/salesFixtures';
import { staffApi, staffSession } from '../testing/staffApi';

type Customer = ReturnType<typeof customerFixture>;
type UserError = { __typename: 'UserError'; code: string; field: string[] | null; message: string };

/** The customer's page answer, which Suspend and Reactivate change as store-api would. */
function answerCustomer(initial: Customer | null = customerFixture(), role: StaffRole = 'SALES') {
  const state = { customer: initial, asked: 0 };
  server.use(
    staffSession(role),
    staffApi.query('CustomerRoute', () => {
      state.asked += 1;
      return HttpResponse.json({ data: { customer: state.customer } });
    }),
  );
  return state;
}

function payload(customer: Customer | null, userErrors: UserError[] = []) {
  return { __typename: 'CustomerPayload' as const, customer, userErrors };
}

const suspensionEntry = {
  __typename: 'AuditEntry' as const,
  id: '91',
  action: 'customer.suspend',
  before: '{"suspended":false}',
  after: '{"suspended":true,"reason":"Unpaid invoices"}',
  createdAt: '2026-11-26T16:00:00.000Z',
  staff: { __typename: 'AuditStaff' as const, id: '1', email: 'sales@store.test' },
};

describe('Customer page', () => {
  it("shows the customer's profile, orders, certificates, addresses and history", async () => {
    answerCustomer(customerFixture(), 'ADMIN');
    renderApp({ path: '/staff/customers/7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Tobacco LLC' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the registration review' })).toHaveAttribute(
      'href',
      '/staff/registrations/7',
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    for (const text of ['Jane Doe', 'jane@acme.test', 'New Jersey', 'Retailer', 'Expired'])
      expect(within(profile).getByText(text)).toBeInTheDocument();

    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: '501' })).toHaveAttribute('href', '/staff/orders/501');
    expect(within(orders).getByText('Shipped')).toBeInTheDocument();
    expect(within(orders).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'All orders of this customer' })).toHaveAttribute(
      'href',
      '/staff/orders?customerId=7',
    );

    const certificates = screen.getByRole('region', { name: 'Certificates' });
    expect(within(certificates).getByTitle('Tax certificate of Acme Tobacco LLC (PDF)')).toBeInTheDocument();
    expect(
      within(certificates).getByRole('img', { name: 'Tobacco licence of Acme Tobacco LLC' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Addresses' })).getByText('400 Dock Road'),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('registration.approve')).toBeInTheDocument();
    expect(within(history).getByText('sales@store.test')).toBeInTheDocument();
    // A phone scrolls the history sideways: the keyboard can reach it to scroll.
    expect(within(history).getByRole('region', { name: 'Staff changes' })).toHaveAttribute('tabindex', '0');
  });

  it('shows a sales member the order numbers without links to the orders they cannot open', async () => {
    answerCustomer(customerFixture(), 'SALES');
    renderApp({ path: '/staff/customers/7' });

    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('501')).toBeInTheDocument();
    expect(within(orders).queryByRole('link')).not.toBeInTheDocument();
  });

  it('suspends after saying that every session ends, with the reason given, and then offers Reactivate', async () => {
    const state = answerCustomer();
    const sent: SuspendCustomerMutationVariables[] = [];
    server.use(
      staffApi.mutation('SuspendCustomer', ({ variables }) => {
        sent.push(variables as SuspendCustomerMutationVariables);
        state.customer = customerFixture({ suspended: true, audit: [suspensionEntry] });
        return HttpResponse.json({ data: { suspendCustomer: payload(state.customer) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });

    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Acme Tobacco LLC?' });
    expect(dialog).toHaveTextContent('Every session of the customer ends at once');
    expect(within(dialog).getByText('0 of 1000 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Unpaid invoices');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend customer' }));

    expect(
      await screen.findByText('Customer suspended. Every session of theirs has ended.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ id: '7', reason: 'Unpaid invoices' }]);
    expect(
      screen.getByText('Suspended: this customer cannot sign in or order until reactivated.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText('customer.suspend'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('suspends without a reason when none is given', async () => {
    const state = answerCustomer();
    const sent: SuspendCustomerMutationVariables[] = [];
    server.use(
      staffApi.mutation('SuspendCustomer', ({ variables }) => {
        sent.push(variables as SuspendCustomerMutationVariables);
        state.customer = customerFixture({ suspended: true });
        return HttpResponse.json({ data: { suspendCustomer: payload(state.customer) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });

    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await user.click(await screen.findByRole('button', { name: 'Suspend customer' }));

    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(sent).toEqual([{ id: '7', reason: null }]);
  });

  it("shows the store's refusal of a reason beside it", async () => {
    answerCustomer();
    server.use(
      staffApi.mutation('SuspendCustomer', () =>
        HttpResponse.json({
          data: {
            suspendCustomer: payload(null, [
              {
                __typename: 'UserError',
                code: 'INVALID',
                field: ['reason'],
                message: 'The reason may not be greater than 1000 characters.',
              },
            ]),
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });

    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Too long, says the store');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend customer' }));

    await waitFor(() =>
      expect(errorMessagesOf(dialog)).toEqual(['The reason may not be greater than 1000 characters.']),
    );
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });

  it('reactivates a suspended customer after a confirmation', async () => {
    const state = answerCustomer(customerFixture({ suspended: true }));
    const reactivated: string[] = [];
    server.use(
      staffApi.mutation('ReactivateCustomer', ({ variables }) => {
        reactivated.push(String(variables.id));
        state.customer = customerFixture({ suspended: false });
        return HttpResponse.json({ data: { reactivateCustomer: payload(state.customer) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });

    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Acme Tobacco LLC?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));

    expect(
      await screen.findByText('Customer reactivated. They can sign in and order again.'),
    ).toBeInTheDocument();
    expect(reactivated).toEqual(['7']);
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByText(/^Suspended: /)).not.toBeInTheDocument();
  });

  it('says clearly when there is no such customer', async () => {
    answerCustomer(null);
    renderApp({ path: '/staff/customers/404' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/staff/customers',
    );
  });

  it('does not ask the store about an address that is no customer number', async () => {
    const state = answerCustomer();
    renderApp({ path: '/staff/customers/0' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
    expect(state.asked).toBe(0);
  });
});
