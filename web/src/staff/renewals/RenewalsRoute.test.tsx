import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../test/forms';
import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type {
  CertificateRenewalStatus,
  RejectCertificateRenewalMutationVariables,
  RenewalsRouteQueryVariables,
} from '../gql/graphql';
import { renewalFixture } from '../testing/salesFixtures';
import { staffApi, staffSession } from '../testing/staffApi';

type Renewal = ReturnType<typeof renewalFixture>;
type UserError = { __typename: 'UserError'; code: string; field: string[] | null; message: string };

/** Answers each list with the renewals of its status, as store-api would after each review. */
function answerRenewals(renewals: Renewal[]) {
  const state = { renewals, asked: [] as RenewalsRouteQueryVariables[] };
  server.use(
    staffApi.query('RenewalsRoute', ({ variables }) => {
      const asked = variables as RenewalsRouteQueryVariables;
      state.asked.push(asked);
      const certificateRenewals = state.renewals.filter((renewal) => renewal.status === asked.status);
      return HttpResponse.json({ data: { certificateRenewals } });
    }),
  );
  return state;
}

function payload(renewal: Renewal | null, userErrors: UserError[] = []) {
  return { __typename: 'CertificateRenewalPayload' as const, renewal, userErrors };
}

const taxRenewal = renewalFixture({
  id: '32',
  kind: 'TAX',
  expiresOn: '2027-12-31',
  customer: { ...renewalFixture().customer, id: '8', companyName: 'Bayonne Cigars Inc' },
});

describe('Certificate renewals', () => {
  it('lists the pending renewals with their customer, certificate, new date, upload time and file', async () => {
    server.use(staffSession('SALES'));
    const state = answerRenewals([renewalFixture(), taxRenewal]);
    renderApp({ path: '/staff/renewals' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate renewals' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', {
        name: 'Certificate renewals',
      }),
    ).toHaveAttribute('href', '/staff/renewals');
    const table = await screen.findByRole('table');
    const [, acme, bayonne] = within(table).getAllByRole('row');
    expect(within(acme!).getByRole('link', { name: 'Acme Tobacco LLC' })).toHaveAttribute(
      'href',
      '/staff/customers/7',
    );
    for (const text of ['Tobacco licence', 'Mar 31, 2028', 'Nov 25, 2026, 9:30 AM', 'Pending'])
      expect(within(acme!).getByText(text)).toBeInTheDocument();
    const file = within(acme!).getByRole('link', { name: /^Open the file/ });
    expect(file).toHaveAttribute('href', '/staff/certificates/renewals/31');
    expect(file).toHaveAttribute('target', '_blank');
    expect(file).toHaveAccessibleName(
      'Open the file (tobacco licence of Acme Tobacco LLC, opens in a new tab)',
    );
    expect(
      within(bayonne!).getByRole('button', {
        name: 'Approve the tax certificate renewal of Bayonne Cigars Inc',
      }),
    ).toBeInTheDocument();
    expect(
      within(bayonne!).getByRole('button', {
        name: 'Reject the tax certificate renewal of Bayonne Cigars Inc',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^2 pending renewals\./)).toBeInTheDocument();
    expect(state.asked).toEqual([{ status: 'PENDING' }]);
  });

  it('approves after naming the new date, and the renewal leaves the queue', async () => {
    server.use(staffSession('SALES'));
    const state = answerRenewals([renewalFixture()]);
    const approved: string[] = [];
    server.use(
      staffApi.mutation('ApproveCertificateRenewal', ({ variables }) => {
        approved.push(String(variables.id));
        const renewal = renewalFixture({ status: 'APPROVED', reviewedAt: '2026-11-26T15:00:00.000Z' });
        state.renewals = [renewal];
        return HttpResponse.json({ data: { approveCertificateRenewal: payload(renewal) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/renewals' });

    await user.click(await screen.findByRole('button', { name: /^Approve the tobacco licence renewal/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Approve the tobacco licence of Acme Tobacco LLC?',
    });
    expect(dialog).toHaveTextContent('The customer’s tobacco licence then expires Mar 31, 2028');
    await user.click(within(dialog).getByRole('button', { name: 'Approve renewal' }));

    expect(
      await screen.findByText(
        'Renewal approved: the tobacco licence of Acme Tobacco LLC now expires Mar 31, 2028.',
      ),
    ).toBeInTheDocument();
    expect(approved).toEqual(['31']);
    expect(await screen.findByText('No renewal is waiting for review.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('rejects only with a reason, which is sent for the buyer', async () => {
    server.use(staffSession('ADMIN'));
    const state = answerRenewals([renewalFixture()]);
    const sent: RejectCertificateRenewalMutationVariables[] = [];
    server.use(
      staffApi.mutation('RejectCertificateRenewal', ({ variables }) => {
        sent.push(variables as RejectCertificateRenewalMutationVariables);
        const renewal = renewalFixture({ status: 'REJECTED', reason: String(variables.reason) });
        state.renewals = [renewal];
        return HttpResponse.json({ data: { rejectCertificateRenewal: payload(renewal) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/renewals' });

    await user.click(await screen.findByRole('button', { name: /^Reject the tobacco licence renewal/ }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reject the tobacco licence of Acme Tobacco LLC?',
    });
    expect(dialog).toHaveTextContent('The reason is e-mailed to the buyer');
    await user.click(within(dialog).getByRole('button', { name: 'Reject renewal' }));
    expect(errorMessagesOf(dialog)).toEqual(['Enter the reason for the rejection.']);
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Reason/), '  The date is unreadable.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject renewal' }));

    expect(await screen.findByText('Renewal rejected. The buyer is told why.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '31', reason: 'The date is unreadable.' }]);
    expect(await screen.findByText('No renewal is waiting for review.')).toBeInTheDocument();
  });

  it("shows the store's refusal of a reason beside it", async () => {
    server.use(staffSession('SALES'));
    answerRenewals([renewalFixture()]);
    server.use(
      staffApi.mutation('RejectCertificateRenewal', () =>
        HttpResponse.json({
          data: {
            rejectCertificateRenewal: payload(null, [
              {
                __typename: 'UserError',
                code: 'INVALID',
                field: ['reason'],
                message: 'Please enter the reason.',
              },
            ]),
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/renewals' });

    await user.click(await screen.findByRole('button', { name: /^Reject the tobacco licence renewal/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Reject renewal' }));

    await waitFor(() => expect(errorMessagesOf(dialog)).toEqual(['Please enter the reason.']));
  });

  it('says when another member reviewed the renewal already, and shows the queue as it is now', async () => {
    server.use(staffSession('SALES'));
    const state = answerRenewals([renewalFixture()]);
    server.use(
      staffApi.mutation('ApproveCertificateRenewal', () => {
        state.renewals = [renewalFixture({ status: 'REJECTED', reason: 'Blurred.' })];
        return HttpResponse.json({
          data: {
            approveCertificateRenewal: payload(null, [
              {
                __typename: 'UserError',
                code: 'INVALID',
                field: null,
                message: 'This renewal has already been reviewed.',
              },
            ]),
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/renewals' });

    await user.click(await screen.findByRole('button', { name: /^Approve the tobacco licence renewal/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve renewal' }));

    expect(await screen.findByText('This renewal has already been reviewed.')).toBeInTheDocument();
    expect(await screen.findByText('No renewal is waiting for review.')).toBeInTheDocument();
    expect(state.asked).toEqual([{ status: 'PENDING' }, { status: 'PENDING' }]);
  });

  it.each<[string, CertificateRenewalStatus]>([
    ['Approved', 'APPROVED'],
    ['Rejected', 'REJECTED'],
  ])(
    'lists the %s renewals when asked, with when they were reviewed and no review buttons',
    async (tab, status) => {
      server.use(staffSession('SALES'));
      const reviewed = renewalFixture({
        status,
        reviewedAt: '2026-11-26T15:00:00.000Z',
        reason: status === 'REJECTED' ? 'The date is unreadable.' : null,
      });
      const state = answerRenewals([reviewed]);
      const { user } = renderApp({ path: '/staff/renewals' });

      expect(await screen.findByText('No renewal is waiting for review.')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: tab }));

      const table = await screen.findByRole('table');
      expect(within(table).getByText('Reviewed Nov 26, 2026, 10:00 AM')).toBeInTheDocument();
      if (status === 'REJECTED')
        expect(within(table).getByText('Reason: The date is unreadable.')).toBeInTheDocument();
      expect(within(table).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      expect(state.asked.at(-1)).toEqual({ status });
    },
  );

  it.each([
    ['approved', 'No renewal has been approved yet.'],
    ['rejected', 'No renewal has been rejected.'],
  ])('says when no renewal is %s', async (status, empty) => {
    server.use(staffSession('SALES'));
    answerRenewals([]);
    renderApp({ path: `/staff/renewals?status=${status}` });

    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByText(/^0 \w+ renewals\./)).toBeInTheDocument();
  });

  it('offers Try again when the renewals cannot be loaded', async () => {
    server.use(staffSession('SALES'));
    let fail = true;
    server.use(
      staffApi.query('RenewalsRoute', () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({ data: { certificateRenewals: [renewalFixture()] } }),
      ),
    );
    const { user } = renderApp({ path: '/staff/renewals' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load this page. Check your connection and try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Acme Tobacco LLC' })).toBeInTheDocument();
  });

  it('is not offered to a warehouse member, and a typed address asks the store nothing', async () => {
    server.use(staffSession('WAREHOUSE'));
    const state = answerRenewals([renewalFixture()]);
    renderApp({ path: '/staff/renewals' });

    expect(await screen.findByRole('heading', { name: 'Not available to your role' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).queryByRole('link', {
        name: 'Certificate renewals',
      }),
    ).not.toBeInTheDocument();
    expect(state.asked).toEqual([]);
  });
});
