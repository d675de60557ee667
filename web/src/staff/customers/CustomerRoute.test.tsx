import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../test/forms';
import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type {
  SetCustomerCertificateDatesMutationVariables,
  StaffRole,
  SuspendCustomerMutationVariables,
} from '../gql/graphql';
import { customerFixture, dayFromToday, renewalFixture } from '../testing/salesFixtures';
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
  source: 'STAFF' as const,
  subjectType: 'CUSTOMER' as const,
  subjectId: '7',
  before: '{"suspended":false}',
  after: '{"suspended":true,"reason":"Unpaid invoices"}',
  createdAt: '2026-11-26T16:00:00.000Z',
  staff: { __typename: 'AuditStaff' as const, id: '1', email: 'sales@store.test', name: null },
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
    expect(within(history).getByText('Sam Sales approved registration 7')).toBeInTheDocument();
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
      within(screen.getByRole('region', { name: 'History' })).getByText(
        'sales@store.test suspended customer 7 (Unpaid invoices)',
      ),
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

  it("lists the customer's API keys and revokes one after a confirmation", async () => {
    const key = {
      __typename: 'CustomerApiKey' as const,
      id: '3',
      name: 'Till system',
      prefix: 'wsk_abcdefgh',
      scopes: ['catalog:read', 'orders:write'],
      createdAt: '2026-11-20T15:00:00.000Z',
      lastUsedAt: null,
    };
    const state = answerCustomer(customerFixture({ apiKeys: [key] }));
    const revoked: unknown[] = [];
    server.use(
      staffApi.mutation('RevokeCustomerApiKey', ({ variables }) => {
        revoked.push(variables);
        state.customer = customerFixture({ apiKeys: [] });
        return HttpResponse.json({ data: { revokeCustomerApiKey: payload(state.customer) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });

    const section = await screen.findByRole('region', { name: 'API keys' });
    const row = within(section).getByRole('row', { name: /Till system/ });
    for (const text of ['wsk_abcdefgh…', 'catalog:read, orders:write', 'Never'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke the API key Till system' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the API key "Till system"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('The API key was revoked.')).toBeInTheDocument();
    expect(revoked).toEqual([{ customerId: '7', keyId: '3' }]);
    expect(within(section).getByText('No API keys in use.')).toBeInTheDocument();
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

describe('Customer page: certificate expiry dates', () => {
  const tobaccoField = () => screen.getByLabelText('Tobacco licence expires on');
  const taxField = () => screen.getByLabelText('Tax certificate expires on');
  const dates = () => screen.getByRole('region', { name: 'Certificate expiry dates' });

  /** Answers setCustomerCertificateDates as store-api would, and keeps what was sent. */
  function answerDates(state: { customer: Customer | null }, userErrors: UserError[] = []) {
    const sent: SetCustomerCertificateDatesMutationVariables[] = [];
    server.use(
      staffApi.mutation('SetCustomerCertificateDates', ({ variables }) => {
        const asked = variables as SetCustomerCertificateDatesMutationVariables;
        sent.push(asked);
        if (userErrors.length > 0 || !state.customer)
          return HttpResponse.json({ data: { setCustomerCertificateDates: payload(null, userErrors) } });
        state.customer = {
          ...state.customer,
          tobaccoLicenseExpiresOn: asked.tobaccoLicenseExpiresOn ?? state.customer.tobaccoLicenseExpiresOn,
          taxIdExpiresOn: asked.taxIdExpiresOn ?? state.customer.taxIdExpiresOn,
        };
        return HttpResponse.json({ data: { setCustomerCertificateDates: payload(state.customer) } });
      }),
    );
    return sent;
  }

  it('prefills the dates on record and saves only the one changed', async () => {
    const state = answerCustomer();
    const sent = answerDates(state);
    const { user } = renderApp({ path: '/staff/customers/7' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Certificate expiry dates' }),
    ).toBeInTheDocument();
    expect(tobaccoField()).toHaveValue(dayFromToday(-3));
    expect(taxField()).toHaveValue(dayFromToday(200));
    await user.clear(tobaccoField());
    await user.type(tobaccoField(), '2028-03-31');
    await user.click(within(dates()).getByRole('button', { name: 'Save dates' }));

    expect(await screen.findByText('Certificate dates updated.')).toBeInTheDocument();
    expect(sent).toEqual([{ customerId: '7', tobaccoLicenseExpiresOn: '2028-03-31', taxIdExpiresOn: null }]);
    // The licence is no longer expired: the profile says so.
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Profile' })).queryByText('Expired')).toBeNull(),
    );
    expect(tobaccoField()).toHaveValue('2028-03-31');
  });

  it('says so when the dates are those on record already, and sends nothing', async () => {
    const sent = answerDates(answerCustomer());
    const { user } = renderApp({ path: '/staff/customers/7' });

    await user.click(
      await within(await screen.findByRole('region', { name: 'Certificate expiry dates' })).findByRole(
        'button',
        { name: 'Save dates' },
      ),
    );

    expect(errorMessagesOf(dates())).toEqual(['These are the dates on record already: change one to save.']);
    expect(tobaccoField()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('will not remove a date on record', async () => {
    const sent = answerDates(answerCustomer());
    const { user } = renderApp({ path: '/staff/customers/7' });

    await user.clear(await screen.findByLabelText('Tobacco licence expires on'));
    await user.clear(taxField());
    await user.click(within(dates()).getByRole('button', { name: 'Save dates' }));

    expect(errorMessagesOf(dates())).toEqual([
      'Enter the tobacco licence expiry date in full: a date on record cannot be removed.',
      'Enter the tax certificate expiry date in full: a date on record cannot be removed.',
    ]);
    expect(sent).toEqual([]);
  });

  it('asks for at least one date when the customer has none on record', async () => {
    const sent = answerDates(
      answerCustomer(customerFixture({ tobaccoLicenseExpiresOn: null, taxIdExpiresOn: null })),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });

    expect(await screen.findByLabelText('Tobacco licence expires on')).toHaveValue('');
    await user.click(within(dates()).getByRole('button', { name: 'Save dates' }));

    expect(errorMessagesOf(dates())).toEqual(['Enter at least one expiry date.']);
    expect(sent).toEqual([]);
  });

  it('refuses a date outside 2000 to 2100, a typo of the year', async () => {
    const sent = answerDates(answerCustomer());
    const { user } = renderApp({ path: '/staff/customers/7' });

    await user.clear(await screen.findByLabelText('Tax certificate expires on'));
    await user.type(taxField(), '1927-06-30');
    await user.click(within(dates()).getByRole('button', { name: 'Save dates' }));

    expect(errorMessagesOf(dates())).toEqual(['Enter a date between 2000 and 2100.']);
    expect(sent).toEqual([]);
  });

  it("shows the store's refusal of a date beside it", async () => {
    const state = answerCustomer();
    answerDates(state, [
      {
        __typename: 'UserError',
        code: 'INVALID',
        field: ['taxIdExpiresOn'],
        message: 'Please enter the tax valid till date as YYYY-MM-DD.',
      },
    ]);
    const { user } = renderApp({ path: '/staff/customers/7' });

    await user.clear(await screen.findByLabelText('Tax certificate expires on'));
    await user.type(taxField(), '2029-01-31');
    await user.click(within(dates()).getByRole('button', { name: 'Save dates' }));

    await waitFor(() =>
      expect(errorMessagesOf(dates())).toEqual(['Please enter the tax valid till date as YYYY-MM-DD.']),
    );
  });

  it("lists the customer's renewals, and approving one makes its date the customer's", async () => {
    const state = answerCustomer(
      customerFixture({
        certificateRenewals: [
          renewalFixture(),
          renewalFixture({
            id: '30',
            kind: 'TAX',
            status: 'REJECTED',
            reviewedAt: '2026-11-20T15:00:00.000Z',
            reason: 'Blurred.',
          }),
        ],
      }),
    );
    server.use(
      staffApi.mutation('ApproveCertificateRenewal', () =>
        HttpResponse.json({
          data: {
            approveCertificateRenewal: {
              __typename: 'CertificateRenewalPayload',
              renewal: renewalFixture({ status: 'APPROVED', reviewedAt: '2026-11-26T15:00:00.000Z' }),
              userErrors: [],
            },
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/customers/7' });

    const renewals = await screen.findByRole('region', { name: 'Certificate renewals' });
    const [, pending, rejected] = within(renewals).getAllByRole('row');
    expect(within(rejected!).getByText('Reason: Blurred.')).toBeInTheDocument();
    expect(within(rejected!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(pending!).getByRole('button', { name: /^Approve the tobacco licence renewal/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve renewal' }));

    expect(
      await screen.findByText(
        'Renewal approved: the tobacco licence of Acme Tobacco LLC now expires Mar 31, 2028.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(tobaccoField()).toHaveValue('2028-03-31'));
    expect(within(renewals).getByText('Approved')).toBeInTheDocument();
    expect(state.asked).toBe(1);
  });

  it('says when the customer has uploaded no renewal', async () => {
    answerCustomer();
    renderApp({ path: '/staff/customers/7' });

    const renewals = await screen.findByRole('region', { name: 'Certificate renewals' });
    expect(within(renewals).getByText('This customer has uploaded no renewal.')).toBeInTheDocument();
  });
});
