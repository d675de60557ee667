import { screen } from '@testing-library/react';
import { messages as M, storeToday } from '@storefront/contract';
import { describe, expect, it } from 'vitest';

import { approvedViewer, type Viewer } from '../../../test/fixtures/viewer';
import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { sessionGateway } from '../../../test/session';
import { certificateMessages as messages } from './messages';

function inDays(days: number): string {
  const date = new Date(`${storeToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function withDates(tobacco: string | null, tax: string | null, certificateRenewals: Renewal[] = []) {
  server.use(
    ...sessionGateway({
      loggedIn: true,
      viewer: {
        ...approvedViewer,
        tobaccoLicenseExpiryDate: tobacco,
        taxExpiryDate: tax,
        certificateRenewals,
      },
    }).handlers,
  );
}

type Renewal = NonNullable<Viewer['certificateRenewals']>[number];

describe('the certificate expiry notice on the dashboard', { timeout: 20_000 }, () => {
  it('warns about a licence that expires within 30 days, with a link to renew it', async () => {
    withDates(inDays(14), inDays(200));
    renderApp({ path: '/my-account' });
    expect(await screen.findByText('Your tobacco licence expires in 14 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew certificate' })).toHaveAttribute(
      'href',
      '/my-account/account-details#renew-certificate',
    );
    expect(screen.queryByText(/tax certificate/)).not.toBeInTheDocument();
  });

  it('says an expired licence stops ordering, and warns about the tax certificate expiring today', async () => {
    withDates(inDays(-1), storeToday());
    renderApp({ path: '/my-account' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your tobacco licence has expired.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your tobacco licence has expired, so we cannot take orders.',
    );
    expect(screen.getByText('Your tax certificate expires today.')).toBeInTheDocument();
  });

  it('says a renewal is under review instead of asking for another, for the licence and the certificate', async () => {
    withDates(inDays(-1), inDays(10), [
      { id: 'r1', kind: 'TOBACCO', status: 'PENDING' },
      { id: 'r2', kind: 'TAX', status: 'PENDING' },
    ]);
    renderApp({ path: '/my-account' });
    expect(await screen.findByText(messages.orderingResumes)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your tobacco licence has expired.');
    expect(screen.getByText(messages.underReview('tax certificate'))).toBeInTheDocument();
    expect(screen.getByText('Your tax certificate expires in 10 days.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: messages.renew })).not.toBeInTheDocument();
  });

  it('asks to renew again once a renewal was rejected', async () => {
    withDates(inDays(-1), null, [{ id: 'r1', kind: 'TOBACCO', status: 'REJECTED' }]);
    renderApp({ path: '/my-account' });
    expect(await screen.findByRole('link', { name: messages.renew })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(M.licenceExpired);
  });

  it('shows nothing for certificates valid beyond 30 days or without dates', async () => {
    withDates(inDays(31), null);
    renderApp({ path: '/my-account' });
    expect((await screen.findAllByRole('link', { name: 'Account details' })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/expires|expired/)).not.toBeInTheDocument();
  });
});
