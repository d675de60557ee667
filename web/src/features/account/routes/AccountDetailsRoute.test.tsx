import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { errorMessagesOf } from '../../../../test/forms';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { sessionGateway, typename } from '../../../../test/session';
import { accountDetailsMessages as messages, resetPasswordMessages } from '../messages';
import { accountDetailsViewer } from '../testing/fixtures';

interface Call {
  operation: string;
  input: unknown;
}

function detailsGateway() {
  const calls: Call[] = [];
  const customer = accountDetailsViewer();
  server.use(
    ...sessionGateway({ loggedIn: true }).handlers,
    gatewayApi.query('AccountDetailsRouteQuery', () => HttpResponse.json({ data: { viewer: customer } })),
    gatewayApi.mutation('UpdateAccountDetails', ({ variables }) => {
      calls.push({ operation: 'details', input: variables.input });
      return HttpResponse.json({
        data: {
          updateAccountDetails: succeeded('CustomerPayload', {
            customer: { ...customer, ...(variables.input as object) },
          }),
        },
      });
    }),
    gatewayApi.mutation('ChangePassword', ({ variables }) => {
      calls.push({ operation: 'password', input: variables.input });
      const input = variables.input as { currentPassword: string };
      if (input.currentPassword !== 'Secret#123') {
        const wrong = userError('WRONG_PASSWORD', 'The current password is not correct.', [
          'input',
          'currentPassword',
        ]);
        return HttpResponse.json({
          data: { changePassword: refused('CustomerPayload', { customer: null }, wrong) },
        });
      }
      return HttpResponse.json({
        data: {
          changePassword: succeeded('CustomerPayload', {
            customer: { ...typename('Customer'), id: customer.id },
          }),
        },
      });
    }),
  );
  return calls;
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openDetails() {
  const calls = detailsGateway();
  const view = renderApp({ path: '/my-account/account-details' });
  await waitFor(() => expect(input(messages.name)).toHaveValue('Ada Buyer'));
  return { ...view, calls };
}

describe('account details', { timeout: 20_000 }, () => {
  it('says the details could not be loaded, and shows them after Try again', async () => {
    let failures = 1;
    // The route logs the failure for the console; the test reads what the buyer sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      gatewayApi.query('AccountDetailsRouteQuery', () =>
        failures-- > 0
          ? HttpResponse.json({ errors: [{ message: 'Upstream down' }] }, { status: 503 })
          : HttpResponse.json({ data: { viewer: accountDetailsViewer() } }),
      ),
    );
    const { user } = renderApp({ path: '/my-account/account-details' });

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loadFailed);
    await user.click(screen.getByRole('button', { name: messages.retry }));

    expect(await screen.findByDisplayValue(accountDetailsViewer().name)).toBeInTheDocument();
    expect(screen.queryByText(messages.loadFailed)).not.toBeInTheDocument();
  });

  it('shows the profile with the phone formatted', async () => {
    await openDetails();

    expect(input(messages.companyName)).toHaveValue('Ada Cigars LLC');
    expect(input(messages.email)).toHaveValue('ada@example.com');
    expect(input(messages.phone)).toHaveValue('(201) 555-0100');
  });

  it('requires name, e-mail, company name and phone, in the spec order', async () => {
    const { user, calls } = await openDetails();
    for (const label of [messages.name, messages.email, messages.companyName, messages.phone]) {
      await user.clear(input(label));
    }

    await user.click(screen.getByRole('button', { name: messages.save }));

    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([
        messages.nameRequired,
        messages.emailRequired,
        messages.companyNameRequired,
        messages.phoneRequired,
      ]),
    );
    expect(calls).toEqual([]);
  });

  it('asks for the new password and its confirmation once the current password is given', async () => {
    const { user, calls } = await openDetails();
    const save = screen.getByRole('button', { name: messages.save });

    await user.type(input(messages.currentPassword), 'Secret#123');
    await user.click(save);
    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([messages.newPasswordRequired, messages.confirmPasswordRequired]),
    );

    await user.type(input(messages.newPassword), 'weakpassword');
    await user.type(input(messages.confirmPassword), 'weakpassword');
    await user.click(save);
    await waitFor(() => expect(errorMessagesOf()).toEqual([resetPasswordMessages.passwordRule]));

    // No uppercase letter.
    await user.clear(input(messages.newPassword));
    await user.clear(input(messages.confirmPassword));
    await user.type(input(messages.newPassword), 'better#456');
    await user.type(input(messages.confirmPassword), 'better#456');
    await user.click(save);
    await waitFor(() => expect(errorMessagesOf()).toEqual([resetPasswordMessages.passwordRule]));

    await user.clear(input(messages.newPassword));
    await user.clear(input(messages.confirmPassword));
    await user.type(input(messages.newPassword), 'Better#456');
    await user.type(input(messages.confirmPassword), 'Better#457');
    await user.click(save);
    await waitFor(() => expect(errorMessagesOf()).toEqual([messages.passwordsDiffer]));
    expect(calls).toEqual([]);
  });

  it('refuses a new password typed without the current one, beside the current password, and sends nothing', async () => {
    const { user, calls } = await openDetails();

    await user.clear(input(messages.name));
    await user.type(input(messages.name), 'Ada B. Buyer');
    await user.type(input(messages.newPassword), 'Better#456');
    await user.type(input(messages.confirmPassword), 'Better#456');
    await user.click(screen.getByRole('button', { name: messages.save }));

    await waitFor(() => expect(errorMessagesOf()).toEqual([messages.currentPasswordRequired]));
    expect(input(messages.currentPassword)).toHaveErrorMessage('Please enter current password.');
    expect(input(messages.currentPassword)).toHaveFocus();
    expect(screen.queryByText(messages.success)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves the profile alone when no password field is filled', async () => {
    const { user, calls } = await openDetails();

    await user.clear(input(messages.name));
    await user.type(input(messages.name), 'Ada B. Buyer');
    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        operation: 'details',
        input: {
          name: 'Ada B. Buyer',
          companyName: 'Ada Cigars LLC',
          email: 'ada@example.com',
          phone: '2015550100',
        },
      },
    ]);
  });

  it('saves the profile and the new password, then empties the password fields', async () => {
    const { user, calls } = await openDetails();

    await user.type(input(messages.currentPassword), 'Secret#123');
    await user.type(input(messages.newPassword), 'Better#456');
    await user.type(input(messages.confirmPassword), 'Better#456');
    await user.click(screen.getByRole('button', { name: messages.save }));

    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    expect(calls.map((call) => call.operation)).toEqual(['password', 'details']);
    expect(calls[0]?.input).toEqual({
      currentPassword: 'Secret#123',
      newPassword: 'Better#456',
      confirmPassword: 'Better#456',
    });
    await waitFor(() => expect(input(messages.currentPassword)).toHaveValue(''));
  });

  it('shows a wrong current password beside its field, and saves nothing', async () => {
    const { user, calls } = await openDetails();

    await user.clear(input(messages.name));
    await user.type(input(messages.name), 'Ada B. Buyer');
    await user.type(input(messages.currentPassword), 'Wrong#123');
    await user.type(input(messages.newPassword), 'Better#456');
    await user.type(input(messages.confirmPassword), 'Better#456');
    await user.click(screen.getByRole('button', { name: messages.save }));

    await waitFor(() =>
      expect(input(messages.currentPassword)).toHaveErrorMessage('The current password is not correct.'),
    );
    expect(screen.queryByText(messages.success)).not.toBeInTheDocument();
    // The profile was not saved either: the password change is checked first.
    expect(calls.map((call) => call.operation)).toEqual(['password']);
  });
});
