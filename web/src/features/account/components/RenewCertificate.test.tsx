import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeToday } from '@storefront/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../../test/forms';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { approvedViewer } from '../../../../test/fixtures/viewer';
import { sessionGateway, typename } from '../../../../test/session';
import type { CertificateKind, CertificateRenewalInput } from '../../../gql/graphql';
import { renewCertificateMessages as messages } from '../messages';
import { accountDetailsViewer } from '../testing/fixtures';

function inDays(days: number): string {
  const date = new Date(`${storeToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const renewal = (id: string, kind: CertificateKind, expiresOn: string) => ({
  ...typename('CertificateRenewal'),
  id,
  kind,
  expiresOn,
  submittedAt: '2026-11-20T15:00:00.000Z',
  status: 'PENDING' as const,
});

type Renewal = ReturnType<typeof renewal>;

/** The account details screen's gateway, with these renewals pending; an upload adds one. */
function renewalGateway(pending: Renewal[] = []) {
  const sent: CertificateRenewalInput[] = [];
  let renewals = pending;
  const viewer = () => accountDetailsViewer(renewals);
  server.use(
    ...sessionGateway({ loggedIn: true }).handlers,
    gatewayApi.query('AccountDetailsRouteQuery', () => HttpResponse.json({ data: { viewer: viewer() } })),
    gatewayApi.mutation('UploadCertificateRenewal', ({ variables }) => {
      const input = variables.input as CertificateRenewalInput;
      sent.push(input);
      const added = renewal(String(10 + renewals.length), input.kind, input.expiresOn);
      renewals = [...renewals, added];
      return HttpResponse.json({
        data: {
          uploadCertificateRenewal: succeeded('CertificateRenewalPayload', {
            certificateRenewal: added,
            customer: viewer(),
          }),
        },
      });
    }),
  );
  return sent;
}

const section = () => within(screen.getByRole('region', { name: messages.heading }));
const field = (label: string) => section().getByLabelText(label, { selector: 'input, select' });
const submitButton = () => section().getByRole('button', { name: messages.submit });
const pdf = () => new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' });

async function openRenewal(pending: Renewal[] = []) {
  const sent = renewalGateway(pending);
  const view = renderApp({ path: '/my-account/account-details' });
  await screen.findByRole('heading', { name: messages.heading, level: 2 });
  // `accept` only filters the browser's file picker; any file can still be chosen.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, user, sent };
}

describe('renewing a certificate from account details', { timeout: 30_000 }, () => {
  it('says what is missing at each field, in order, and sends nothing', async () => {
    const { user, sent } = await openRenewal();

    await user.click(submitButton());

    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([
        messages.kindRequired,
        messages.expiresOnRequired,
        messages.certificateRequired,
      ]),
    );
    expect(field(messages.kind)).toHaveFocus();
    expect(field(messages.kind)).toHaveErrorMessage(messages.kindRequired);
    expect(sent).toEqual([]);
  });

  it('refuses a new date that is not after today, and offers no earlier one', async () => {
    const { user, sent } = await openRenewal();
    const date = field(messages.expiresOn);
    expect(date).toHaveAttribute('min', inDays(1));

    await user.selectOptions(field(messages.kind), messages.kinds.TOBACCO);
    fireEvent.change(date, { target: { value: storeToday() } });
    await user.upload(field(messages.certificate), pdf());
    await user.click(submitButton());

    await waitFor(() => expect(date).toHaveErrorMessage(messages.expiresOnNotAfterToday));
    expect(date).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('accepts PDF, JPEG or PNG files of at most 10 MB and says so at once otherwise', async () => {
    const { user } = await openRenewal();
    const file = field(messages.certificate);
    expect(file).toHaveAttribute('accept', expect.stringContaining('.pdf,.jpg,.jpeg,.png'));

    await user.upload(file, new File(['MZ'], 'licence.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(file).toHaveErrorMessage(messages.certificateType));

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(file, big);
    await waitFor(() => expect(file).toHaveErrorMessage(messages.certificateSize));

    await user.upload(file, new File(['\x89PNG'], 'licence.png', { type: 'image/png' }));
    await waitFor(() => expect(file).not.toHaveAttribute('aria-invalid'));
  });

  it('uploads the file with its kind and date, says so, and lists it as under review', async () => {
    const { user, sent } = await openRenewal();

    await user.selectOptions(field(messages.kind), messages.kinds.TOBACCO);
    fireEvent.change(field(messages.expiresOn), { target: { value: '2028-06-30' } });
    await user.upload(field(messages.certificate), pdf());
    await user.click(submitButton());

    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const { certificate, ...fields } = sent[0] as CertificateRenewalInput & { certificate: File };
    expect(fields).toEqual({ kind: 'TOBACCO', expiresOn: '2028-06-30' });
    expect(certificate).toMatchObject({ type: 'application/pdf', size: 4 });

    const list = within(await section().findByRole('list'));
    expect(list.getByRole('listitem')).toHaveTextContent(
      'Tobacco licence: Under review since November 20, 2026. New valid till date: June 30, 2028.',
    );
    // The form is empty again, and the licence can no longer be chosen while it is reviewed.
    expect(field(messages.kind)).toHaveValue('');
    expect(field(messages.expiresOn)).toHaveValue('');
    expect(
      within(field(messages.kind)).getByRole('option', {
        name: messages.kindUnderReview(messages.kinds.TOBACCO),
      }),
    ).toBeDisabled();
    expect(within(field(messages.kind)).getByRole('option', { name: messages.kinds.TAX })).toBeEnabled();
  });

  it('shows the pending renewals and disables choosing a certificate that is under review', async () => {
    await openRenewal([renewal('3', 'TAX', '2028-01-31')]);

    expect(section().getByRole('heading', { name: messages.pendingHeading })).toBeInTheDocument();
    expect(section().getByRole('listitem')).toHaveTextContent(
      'Tax certificate: Under review since November 20, 2026. New valid till date: January 31, 2028.',
    );
    const kinds = within(field(messages.kind));
    expect(kinds.getByRole('option', { name: messages.kindUnderReview(messages.kinds.TAX) })).toBeDisabled();
    expect(kinds.getByRole('option', { name: messages.kinds.TOBACCO })).toBeEnabled();
  });

  it('offers no form while both certificates are under review', async () => {
    await openRenewal([renewal('3', 'TOBACCO', '2028-06-30'), renewal('4', 'TAX', '2028-01-31')]);

    expect(section().getByText(messages.allPending)).toBeInTheDocument();
    expect(section().getAllByRole('listitem')).toHaveLength(2);
    expect(section().queryByRole('button', { name: messages.submit })).not.toBeInTheDocument();
  });

  it("shows the store's userErrors beside the fields their paths name", async () => {
    const { user } = await openRenewal();
    server.use(
      gatewayApi.mutation('UploadCertificateRenewal', () =>
        HttpResponse.json({
          data: {
            uploadCertificateRenewal: refused(
              'CertificateRenewalPayload',
              { certificateRenewal: null, customer: null },
              userError('INVALID', 'A renewal of this certificate is already waiting for review.', [
                'input',
                'kind',
              ]),
              userError('INVALID', 'The certificate must be a PDF, JPEG or PNG file.', [
                'input',
                'certificate',
              ]),
            ),
          },
        }),
      ),
    );

    await user.selectOptions(field(messages.kind), messages.kinds.TAX);
    fireEvent.change(field(messages.expiresOn), { target: { value: '2028-01-31' } });
    await user.upload(field(messages.certificate), pdf());
    await user.click(submitButton());

    await waitFor(() =>
      expect(field(messages.kind)).toHaveErrorMessage(
        'A renewal of this certificate is already waiting for review.',
      ),
    );
    expect(field(messages.certificate)).toHaveErrorMessage(
      'The certificate must be a PDF, JPEG or PNG file.',
    );
  });

  it('is where the expiry notice leads: its heading takes the focus', async () => {
    renewalGateway();
    renderApp({ path: '/my-account/account-details#renew-certificate' });

    const heading = await screen.findByRole('heading', { name: messages.heading, level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("is reached from the dashboard's expiry notice, with the focus on its heading", async () => {
    renewalGateway();
    server.use(
      ...sessionGateway({
        loggedIn: true,
        viewer: { ...approvedViewer, tobaccoLicenseExpiryDate: inDays(7), taxExpiryDate: null },
      }).handlers,
    );
    const { user, router } = renderApp({ path: '/my-account' });

    await user.click(await screen.findByRole('link', { name: messages.heading }));

    const heading = await screen.findByRole('heading', { name: messages.heading, level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location).toMatchObject({
      pathname: '/my-account/account-details',
      hash: '#renew-certificate',
    });
  });
});
