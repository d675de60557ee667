import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../../test/forms';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { typename } from '../../../../test/session';
import {
  RegisterDocument,
  type RegisterInput,
  RegisterRouteQueryDocument,
  RegisterStatesQueryDocument,
} from '../../../gql/graphql';
import { today } from '../lib/validation';
import { passwordRuleMessage, registerMessages as messages } from '../messages';

const country = (id: string, name: string) => ({ ...typename('Country'), id, name });
const state = (id: string, name: string) => ({ ...typename('State'), id, name });

function registrationGateway() {
  const sent: RegisterInput[] = [];
  server.use(
    gatewayApi.query(RegisterRouteQueryDocument, () =>
      HttpResponse.json({
        data: {
          countries: [country('1', 'United States'), country('2', 'Canada')],
          membershipCategories: [
            { ...typename('MembershipCategory'), id: '7', name: 'Retailer' },
            { ...typename('MembershipCategory'), id: '8', name: 'Wholesaler' },
          ],
        },
      }),
    ),
    gatewayApi.query(RegisterStatesQueryDocument, ({ variables }) =>
      HttpResponse.json({
        data: {
          states:
            variables.countryId === '1'
              ? [state('31', 'New Jersey'), state('32', 'New York')]
              : [state('41', 'Ontario')],
        },
      }),
    ),
    gatewayApi.mutation(RegisterDocument, ({ variables }) => {
      sent.push(variables.input);
      return HttpResponse.json({
        data: {
          register: succeeded('RegisterPayload', {
            customer: { ...typename('Customer'), id: '9', status: 'PENDING' as const },
          }),
        },
      });
    }),
  );
  return sent;
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

async function openRegister() {
  const sent = registrationGateway();
  const view = renderApp({ path: '/register' });
  await screen.findByLabelText(messages.name, { selector: 'input' });
  // The country list has arrived.
  await screen.findByRole('option', { name: 'United States' });
  return { ...view, sent };
}

async function fill(user: ReturnType<typeof renderApp>['user'], label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Fills every field the form requires, with `password` as the password. */
async function fillRequired(user: ReturnType<typeof renderApp>['user'], password: string) {
  await fill(user, messages.name, 'Ada Buyer');
  await fill(user, messages.email, 'ada@example.com');
  await fill(user, messages.password, password);
  await fill(user, messages.companyName, 'Ada Cigars LLC');
  await fill(user, messages.address, '1 Main Street');
  await fill(user, messages.city, 'Newark');
  await user.selectOptions(field(messages.country), 'United States');
  await within(field(messages.state)).findByRole('option', { name: 'New Jersey' });
  await user.selectOptions(field(messages.state), 'New Jersey');
  await fill(user, messages.postcode, '07102');
  await user.type(field(messages.phone), '2015550100');
  await fill(user, messages.tobaccoLicenseNumber, 'TOB-7');
  await user.selectOptions(field(messages.membershipCategory), 'Retailer');
}

describe('registration', { timeout: 60_000 }, () => {
  it('checks the required fields in the spec order', async () => {
    const { user, sent } = await openRegister();

    await user.click(screen.getByRole('button', { name: messages.submit }));

    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([
        messages.nameRequired,
        messages.emailRequired,
        messages.passwordRequired,
        messages.companyNameRequired,
        messages.addressRequired,
        messages.cityRequired,
        messages.countryRequired,
        messages.stateRequired,
        messages.postcodeRequired,
        messages.phoneRequired,
        messages.tobaccoLicenseNumberRequired,
        messages.membershipRequired,
      ]),
    );
    expect(field(messages.name)).toHaveFocus();
    expect(messages.addressRequired).toBe('Please enter address.');
    expect(sent).toEqual([]);
  });

  it('links the Terms and Conditions and the Privacy Policy, each opening in a new tab', async () => {
    await openRegister();

    const form = within(screen.getByRole('main'));
    const terms = form.getByRole('link', { name: messages.terms });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(form.getByRole('link', { name: messages.privacyPolicy })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('refuses a password without an uppercase letter beside the password, and sends nothing', async () => {
    const { user, sent } = await openRegister();

    await fillRequired(user, 'secret#123');
    await user.click(screen.getByRole('button', { name: messages.submit }));

    await waitFor(() => expect(errorMessagesOf()).toEqual([passwordRuleMessage]));
    expect(field(messages.password)).toHaveErrorMessage(passwordRuleMessage);
    expect(field(messages.password)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('offers the states of the chosen country only', async () => {
    const { user } = await openRegister();
    const stateSelect = field(messages.state);
    expect(
      within(stateSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([messages.chooseCountryFirst]);

    await user.selectOptions(field(messages.country), 'Canada');
    expect(await within(stateSelect).findByRole('option', { name: 'Ontario' })).toBeInTheDocument();

    await user.selectOptions(field(messages.country), 'United States');
    expect(await within(stateSelect).findByRole('option', { name: 'New Jersey' })).toBeInTheDocument();
    expect(within(stateSelect).queryByRole('option', { name: 'Ontario' })).not.toBeInTheDocument();
  });

  it('formats the phone numbers while typing and accepts only 10 digits', async () => {
    const { user } = await openRegister();
    const phone = field(messages.phone);

    await user.type(phone, '201');
    expect(phone).toHaveValue('(201');
    await user.type(phone, '555');
    expect(phone).toHaveValue('(201) 555');
    await user.type(phone, '01429999');
    expect(phone).toHaveValue('(201) 555-0142');
    await user.type(phone, '{Backspace}{Backspace}');
    expect(phone).toHaveValue('(201) 555-01');

    await user.click(screen.getByRole('button', { name: messages.submit }));
    await waitFor(() => expect(field(messages.phone)).toHaveErrorMessage(messages.phoneInvalid));
  });

  it('does not accept expiry dates before today', async () => {
    const { user } = await openRegister();
    const taxDate = field(messages.taxExpiryDate);
    expect(taxDate).toHaveAttribute('min', today());
    expect(field(messages.tobaccoLicenseExpiryDate)).toHaveAttribute('min', today());

    fireEvent.change(taxDate, { target: { value: '2000-01-01' } });
    await user.click(screen.getByRole('button', { name: messages.submit }));

    await waitFor(() => expect(taxDate).toHaveErrorMessage(messages.taxDateInPast));
  });

  it('accepts PDF, JPEG or PNG certificates of at most 10 MB and says so at once otherwise', async () => {
    await openRegister();
    // `accept` only filters the browser's file picker; any file can still be chosen.
    const user = userEvent.setup({ applyAccept: false });
    const tax = field(messages.taxCertificate);
    expect(tax).toHaveAttribute('accept', expect.stringContaining('.pdf,.jpg,.jpeg,.png'));

    await user.upload(tax, new File(['MZ'], 'tax.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(tax).toHaveErrorMessage(messages.certificateType('tax certificate')));

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(tax, big);
    await waitFor(() => expect(tax).toHaveErrorMessage(messages.certificateSize('tax certificate')));

    await user.upload(tax, new File(['%PDF'], 'tax.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(tax).not.toHaveAttribute('aria-invalid'));
  });

  it('sends every field with the certificates, thanks the business and goes to the login on OK', async () => {
    const { user, sent, router } = await openRegister();

    await user.selectOptions(field(messages.namePrefix), 'Dr.');
    await fill(user, messages.name, 'Ada Buyer');
    await fill(user, messages.email, 'ada@example.com');
    await fill(user, messages.password, 'Secret#123');
    await fill(user, messages.companyName, 'Ada Cigars LLC');
    await fill(user, messages.address, '1 Main Street');
    await fill(user, messages.city, 'Newark');
    await user.selectOptions(field(messages.country), 'United States');
    await within(field(messages.state)).findByRole('option', { name: 'New Jersey' });
    await user.selectOptions(field(messages.state), 'New Jersey');
    await fill(user, messages.postcode, '07102');
    await user.type(field(messages.phone), '2015550100');
    await user.type(field(messages.mobile), '2015550199');
    await fill(user, messages.taxId, 'TX-1');
    fireEvent.change(field(messages.taxExpiryDate), { target: { value: '2099-12-31' } });
    await user.upload(
      field(messages.taxCertificate),
      new File(['%PDF'], 'tax.pdf', { type: 'application/pdf' }),
    );
    await fill(user, messages.tobaccoLicenseNumber, 'TOB-7');
    await user.upload(
      field(messages.tobaccoCertificate),
      new File(['\x89PNG'], 'tobacco.png', { type: 'image/png' }),
    );
    await fill(user, messages.dba, 'Ada Smokes');
    await user.selectOptions(field(messages.membershipCategory), 'Wholesaler');
    await user.click(screen.getByRole('button', { name: messages.submit }));

    const dialog = await screen.findByRole('alertdialog', { name: messages.thankYouTitle });
    expect(within(dialog).getByText(messages.thankYou)).toBeInTheDocument();
    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const { taxCertificate, tobaccoCertificate, ...fields } = sent[0] as RegisterInput & {
      taxCertificate: File;
      tobaccoCertificate: File;
    };
    expect(fields).toEqual({
      namePrefix: 'Dr.',
      name: 'Ada Buyer',
      email: 'ada@example.com',
      password: 'Secret#123',
      companyName: 'Ada Cigars LLC',
      address: '1 Main Street',
      city: 'Newark',
      countryId: '1',
      stateId: '31',
      postcode: '07102',
      phone: '2015550100',
      mobile: '2015550199',
      taxId: 'TX-1',
      taxExpiryDate: '2099-12-31',
      tobaccoLicenseNumber: 'TOB-7',
      tobaccoLicenseExpiryDate: null,
      dba: 'Ada Smokes',
      membershipCategoryId: '8',
    });
    // The certificates travelled as files of a multipart request.
    expect(taxCertificate).toMatchObject({ type: 'application/pdf', size: 4 });
    expect(tobaccoCertificate).toMatchObject({ type: 'image/png' });

    await user.click(within(dialog).getByRole('button', { name: messages.thankYouOk }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the store's userErrors beside the fields their paths name, and the rest in a toast", async () => {
    const { user } = await openRegister();
    server.use(
      gatewayApi.mutation(RegisterDocument, () =>
        HttpResponse.json({
          data: {
            register: refused(
              'RegisterPayload',
              { customer: null },
              userError('TAKEN', 'This e-mail address is already registered.', ['input', 'email']),
              userError('INVALID', 'Please enter a valid 5-digit ZIP code.', ['input', 'postcode']),
              userError('INVALID', 'The file could not be received. Please try again.', ['input', 'upload']),
            ),
          },
        }),
      ),
    );

    await fillRequired(user, 'Secret#123');
    await user.click(screen.getByRole('button', { name: messages.submit }));

    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([
        'This e-mail address is already registered.',
        'Please enter a valid 5-digit ZIP code.',
      ]),
    );
    expect(field(messages.email)).toHaveErrorMessage('This e-mail address is already registered.');
    expect(field(messages.postcode)).toHaveErrorMessage('Please enter a valid 5-digit ZIP code.');
    expect(field(messages.email)).toHaveFocus();
    expect(await screen.findByText('The file could not be received. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
