import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { errorMessagesOf } from '../../../test/forms';
import type {
  RejectRegistrationMutationVariables,
  RequestRegistrationInformationMutationVariables,
} from '../gql/graphql';
import type { AttachRegistrationDocumentMutationVariables } from '../gql/graphql';
import { registrationDocumentFixture, registrationFixture } from '../testing/salesFixtures';
import { staffApi, staffSession } from '../testing/staffApi';

type Registration = ReturnType<typeof registrationFixture>;

/** The review page's answer, which the decisions change as store-api would. */
function answerRegistration(initial: Registration | null = registrationFixture()) {
  const state = { registration: initial, asked: 0 };
  server.use(
    staffSession('SALES'),
    staffApi.query('RegistrationRoute', () => {
      state.asked += 1;
      return HttpResponse.json({ data: { registration: state.registration } });
    }),
  );
  return state;
}

type UserError = { __typename: 'UserError'; code: string; field: string[] | null; message: string };

/** A decision's answer: the registration after it (null when refused) and why it was refused. */
function payload(registration: Registration | null, userErrors: UserError[] = []) {
  return { __typename: 'RegistrationPayload' as const, registration, userErrors };
}

describe('Registration review', () => {
  it('shows everything the business sent, both certificates in the page and the questions asked so far', async () => {
    answerRegistration(
      registrationFixture({
        informationRequests: [
          {
            message: 'Please send the back of the licence.',
            requestedAt: '2026-11-21T15:00:00.000Z',
            staffEmail: 'sales@store.test',
          },
        ],
      }),
    );
    renderApp({ path: '/staff/registrations/7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Tobacco LLC' })).toBeInTheDocument();
    expect(document.title).toBe('Acme Tobacco LLC · Back office');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const business = screen.getByRole('region', { name: 'Business' });
    for (const text of [
      'Acme Smoke Shop',
      'Retailer',
      'New Jersey',
      'TX-123456',
      'TOB-98765',
      'Expires in 10 days',
    ])
      expect(within(business).getByText(text)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'jane@acme.test' })).toHaveAttribute(
      'href',
      'mailto:jane@acme.test',
    );
    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(within(addresses).getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
    expect(within(addresses).getByText('Newark, NJ 07102')).toBeInTheDocument();
    expect(within(addresses).getByRole('heading', { name: 'Shipping address' })).toBeInTheDocument();

    const certificates = screen.getByRole('region', { name: 'Certificates' });
    expect(within(certificates).getByTitle('Tax certificate of Acme Tobacco LLC (PDF)')).toHaveAttribute(
      'src',
      '/staff/certificates/7/tax',
    );
    expect(
      within(certificates).getByRole('img', { name: 'Tobacco licence of Acme Tobacco LLC' }),
    ).toHaveAttribute('src', '/staff/certificates/7/tobacco');
    expect(
      within(certificates).getByText(
        'No certificate above? Your browser may not show PDFs in a page: open it in a new tab.',
      ),
    ).toBeInTheDocument();
    const tabLinks = within(certificates).getAllByRole('link', { name: /^Open in a new tab/ });
    expect(tabLinks.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/staff/certificates/7/tax', '_blank'],
      ['/staff/certificates/7/tobacco', '_blank'],
    ]);

    const requests = screen.getByRole('region', { name: 'Information requests' });
    expect(within(requests).getByText('Please send the back of the licence.')).toBeInTheDocument();
    expect(within(requests).getByText(/sales@store\.test/)).toBeInTheDocument();
  });

  it('approves after a confirmation: the link is mailed, the status shows and the decisions are gone', async () => {
    const state = answerRegistration();
    const approved: string[] = [];
    server.use(
      staffApi.mutation('ApproveRegistration', ({ variables }) => {
        approved.push(String(variables.id));
        state.registration = registrationFixture({ status: 'APPROVED' });
        return HttpResponse.json({ data: { approveRegistration: payload(state.registration) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/registrations/7' });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Acme Tobacco LLC?' });
    expect(dialog).toHaveTextContent('The business gets an e-mail at jane@acme.test with the link');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and send the link' }));

    expect(
      await screen.findByText(
        'Registration approved. The create-account link is on its way to jane@acme.test.',
      ),
    ).toBeInTheDocument();
    expect(approved).toEqual(['7']);
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the customer page' })).toHaveAttribute(
      'href',
      '/staff/customers/7',
    );
    for (const name of ['Approve', 'Reject', 'Request information'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('sends nothing when the approval is cancelled', async () => {
    answerRegistration();
    let approvals = 0;
    server.use(
      staffApi.mutation('ApproveRegistration', () => {
        approvals += 1;
        return HttpResponse.json({ data: { approveRegistration: payload(null) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/registrations/7' });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(approvals).toBe(0);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('rejects only with a reason, which goes to the business', async () => {
    const state = answerRegistration();
    const sent: RejectRegistrationMutationVariables[] = [];
    server.use(
      staffApi.mutation<object, RejectRegistrationMutationVariables>(
        'RejectRegistration',
        ({ variables }) => {
          sent.push(variables);
          state.registration = registrationFixture({ status: 'REJECTED' });
          return HttpResponse.json({ data: { rejectRegistration: payload(state.registration) } });
        },
      ),
    );
    const { user } = renderApp({ path: '/staff/registrations/7' });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Acme Tobacco LLC?' });
    expect(dialog).toHaveTextContent('The reason is e-mailed to jane@acme.test.');
    expect(within(dialog).getByText('0 of 1000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject registration' }));

    expect(errorMessagesOf(dialog)).toEqual(['Enter the reason for the rejection.']);
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Reason/), '  The licence has expired. ');
    expect(within(dialog).getByText('27 of 1000 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAttribute('maxLength', '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Reject registration' }));

    expect(await screen.findByText('Registration rejected. The business is told why.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '7', reason: 'The licence has expired.' }]);
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("shows the store's refusal of a reason beside it and keeps the dialog open", async () => {
    answerRegistration();
    server.use(
      staffApi.mutation('RejectRegistration', () =>
        HttpResponse.json({
          data: {
            rejectRegistration: payload(null, [
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
    const { user } = renderApp({ path: '/staff/registrations/7' });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'No.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject registration' }));

    await waitFor(() =>
      expect(errorMessagesOf(dialog)).toEqual(['The reason may not be greater than 1000 characters.']),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('says when the registration was decided meanwhile (a refusal without a field is a toast)', async () => {
    answerRegistration();
    server.use(
      staffApi.mutation('ApproveRegistration', () =>
        HttpResponse.json({
          data: {
            approveRegistration: payload(null, [
              {
                __typename: 'UserError',
                code: 'NOT_FOUND',
                field: ['id'],
                message: 'The registration does not exist.',
              },
            ]),
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/registrations/7' });

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve and send the link' }));

    expect(await screen.findByText('The registration does not exist.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('requests information with a message: the registration stays pending and lists the question', async () => {
    const state = answerRegistration();
    const sent: RequestRegistrationInformationMutationVariables[] = [];
    server.use(
      staffApi.mutation('RequestRegistrationInformation', ({ variables }) => {
        sent.push(variables as RequestRegistrationInformationMutationVariables);
        state.registration = registrationFixture({
          informationRequests: [
            {
              message: String(variables.message),
              requestedAt: '2026-11-26T15:00:00.000Z',
              staffEmail: 'sales@store.test',
            },
          ],
        });
        return HttpResponse.json({ data: { requestRegistrationInformation: payload(state.registration) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/registrations/7' });

    await user.click(await screen.findByRole('button', { name: 'Request information' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request information' });
    expect(dialog).toHaveTextContent('The registration stays pending until you decide.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(errorMessagesOf(dialog)).toEqual(['Enter what the business should send or explain.']);
    expect(within(dialog).getByText('0 of 2000 characters')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Message/), 'Please send a clearer scan.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent to jane@acme.test.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '7', message: 'Please send a clearer scan.' }]);
    const requests = screen.getByRole('region', { name: 'Information requests' });
    expect(within(requests).getByText('Please send a clearer scan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('says clearly when there is no such registration', async () => {
    answerRegistration(null);
    renderApp({ path: '/staff/registrations/99' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nothing here: it may have been removed, or the address is wrong.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to registrations' })).toHaveAttribute(
      'href',
      '/staff/registrations',
    );
  });

  it('does not ask the store about an address that is no registration number', async () => {
    const state = answerRegistration();
    renderApp({ path: '/staff/registrations/not-a-number' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration not found' }),
    ).toBeInTheDocument();
    expect(state.asked).toBe(0);
  });

  it('flags a missing expiry date and shows when information was requested', async () => {
    answerRegistration(
      registrationFixture({ taxIdExpiresOn: null, informationRequestedAt: '2026-11-24T15:30:00.000Z' }),
    );
    renderApp({ path: '/staff/registrations/7' });

    expect(
      await screen.findByText(
        'Acme Tobacco LLC gave no expiry date for a certificate: ask for it, or set it on the customer page once approved.',
      ),
    ).toBeInTheDocument();
    const business = screen.getByRole('region', { name: 'Business' });
    expect(within(business).getByText('Expiry date missing')).toBeInTheDocument();
    expect(screen.getByText('Information requested Nov 24, 2026, 10:30 AM')).toBeInTheDocument();
  });

  it('shows each attached document in the page with who attached it and when', async () => {
    answerRegistration(
      registrationFixture({
        documents: [registrationDocumentFixture('3'), registrationDocumentFixture('4', 'image/png')],
      }),
    );
    renderApp({ path: '/staff/registrations/7' });

    const documents = await screen.findByRole('region', { name: 'Documents from the business' });
    expect(within(documents).getByTitle('document-3.pdf from Acme Tobacco LLC (PDF)')).toHaveAttribute(
      'src',
      '/staff/certificates/documents/7/3',
    );
    expect(
      within(documents).getByRole('img', { name: 'document-4.png from Acme Tobacco LLC' }),
    ).toHaveAttribute('src', '/staff/certificates/documents/7/4');
    expect(within(documents).getAllByText('Attached Nov 22, 2026, 10:30 AM by Sam Sales')).toHaveLength(2);
    expect(
      within(documents).getByRole('link', { name: /^Open in a new tab.*document-3\.pdf/ }),
    ).toHaveAttribute('target', '_blank');
  });

  it('attaches the document the business sent back and lists it', async () => {
    const state = answerRegistration();
    const sent: AttachRegistrationDocumentMutationVariables[] = [];
    server.use(
      staffApi.mutation('AttachRegistrationDocument', ({ variables }) => {
        sent.push(variables as AttachRegistrationDocumentMutationVariables);
        state.registration = registrationFixture({ documents: [registrationDocumentFixture('3')] });
        return HttpResponse.json({ data: { attachRegistrationDocument: payload(state.registration) } });
      }),
    );
    const { user } = renderApp({ path: '/staff/registrations/7' });

    const documents = await screen.findByRole('region', { name: 'Documents from the business' });
    expect(within(documents).getByText('No document has been attached yet.')).toBeInTheDocument();
    const input = within(documents).getByLabelText('Attach a document', { selector: 'input' });
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf,.jpg,.jpeg,.png'));
    await user.upload(input, new File(['%PDF-1.4'], 'reply.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Document attached.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.id).toBe('7');
    expect(await within(documents).findByRole('heading', { name: 'document-3.pdf' })).toBeInTheDocument();
  });

  it('says beside the button why a document was refused, and sends none over 10 MB', async () => {
    answerRegistration();
    let calls = 0;
    server.use(
      staffApi.mutation('AttachRegistrationDocument', () => {
        calls += 1;
        return HttpResponse.json({
          data: {
            attachRegistrationDocument: payload(null, [
              {
                __typename: 'UserError',
                code: 'INVALID',
                field: ['document'],
                message: 'The document must be a PDF, JPEG or PNG file.',
              },
            ]),
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/registrations/7' });

    const documents = await screen.findByRole('region', { name: 'Documents from the business' });
    const input = within(documents).getByLabelText('Attach a document', { selector: 'input' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await within(documents).findByRole('alert')).toHaveTextContent(
      'The document must not be larger than 10 MB.',
    );
    expect(calls).toBe(0);

    await user.upload(input, new File(['<html>'], 'page.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(within(documents).getByRole('alert')).toHaveTextContent(
        'The document must be a PDF, JPEG or PNG file.',
      ),
    );
    expect(calls).toBe(1);
    expect(within(documents).getByText('No document has been attached yet.')).toBeInTheDocument();
  });
});
