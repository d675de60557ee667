import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../../test/forms';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { refused, succeeded, userError } from '../../../../test/payloads';
import { sessionGateway, typename } from '../../../../test/session';
import {
  type CreateAccountInput,
  CreateAccountDocument,
  VerifyAccountLinkDocument,
} from '../../../gql/graphql';
import { topBarMessages } from '../../layout/messages';
import { createAccountMessages as messages, loginMessages, resetPasswordMessages } from '../messages';

function accountLinkGateway({ valid = true, usernameTaken = false, signsIn = true } = {}) {
  const created: CreateAccountInput[] = [];
  const verified: string[] = [];
  // The store signs a created account in (unless a test says its sign-in failed).
  const session = sessionGateway();
  server.use(
    ...session.handlers,
    gatewayApi.mutation(VerifyAccountLinkDocument, ({ variables }) => {
      verified.push(variables.token);
      const accountLink = { ...typename('AccountLink'), customerId: '9' };
      const expired = userError('LINK_EXPIRED', 'This link is no longer valid.', ['token']);
      return HttpResponse.json({
        data: {
          verifyAccountLink: valid
            ? succeeded('AccountLinkPayload', { accountLink })
            : refused('AccountLinkPayload', { accountLink: null }, expired),
        },
      });
    }),
    gatewayApi.mutation(CreateAccountDocument, ({ variables }) => {
      const taken = userError('TAKEN', 'The username has already been taken.', ['input', 'username']);
      if (usernameTaken) {
        return HttpResponse.json({
          data: { createAccount: refused('AcceptedPayload', { accepted: false }, taken) },
        });
      }
      created.push(variables.input);
      session.state.loggedIn = signsIn;
      return HttpResponse.json({
        data: { createAccount: succeeded('AcceptedPayload', { accepted: true }) },
      });
    }),
  );
  return { created, verified };
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('create account from the e-mailed link', { timeout: 20_000 }, () => {
  it('shows that the link has expired when the store rejects it, with the ways forward', async () => {
    const { verified } = accountLinkGateway({ valid: false });
    renderApp({ path: '/create-account/abc123' });

    expect(await screen.findByRole('heading', { level: 1, name: messages.linkExpired })).toBeInTheDocument();
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(messages.linkExpired)).toHaveLength(2));
    expect(screen.queryByLabelText(messages.username)).not.toBeInTheDocument();
    expect(verified).toContain('abc123');
    expect(screen.getByText(messages.expiredHelp)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.logIn })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: messages.lostPassword })).toHaveAttribute(
      'href',
      '/my-account/lost-password',
    );
    expect(screen.getByRole('link', { name: messages.contactUs })).toHaveAttribute('href', '/contact');
  });

  it('checks the username and the passwords in the spec order', async () => {
    const { created } = accountLinkGateway();
    const { user } = renderApp({ path: '/create-account/abc123' });
    const username = await screen.findByLabelText(messages.username, { selector: 'input' });
    const submit = screen.getByRole('button', { name: messages.submit });

    await user.click(submit);
    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([
        messages.usernameRequired,
        messages.passwordRequired,
        messages.passwordRequired,
      ]),
    );

    await user.type(username, 'ada buyer');
    await user.click(submit);
    await waitFor(() => expect(username).toHaveErrorMessage(messages.usernameCharacters));

    await user.clear(username);
    await user.type(username, 'ada_1');
    await user.click(submit);
    await waitFor(() => expect(username).toHaveErrorMessage(messages.usernameCharacters));

    await user.clear(username);
    await user.type(username, 'ada1');
    await user.click(submit);
    await waitFor(() => expect(username).toHaveErrorMessage(messages.usernameLength));

    await user.clear(username);
    await user.type(username, 'adabuyer20261');
    await user.click(submit);
    await waitFor(() => expect(username).toHaveErrorMessage(messages.usernameLength));

    await user.clear(username);
    await user.type(username, 'adabuyer');
    await user.type(input(messages.password), 'weakpassword');
    await user.type(input(messages.confirmPassword), 'weakpassword');
    await user.click(submit);
    await waitFor(() => expect(errorMessagesOf()).toEqual([resetPasswordMessages.passwordRule]));

    // No uppercase letter.
    await user.clear(input(messages.password));
    await user.clear(input(messages.confirmPassword));
    await user.type(input(messages.password), 'secret#123');
    await user.type(input(messages.confirmPassword), 'secret#123');
    await user.click(submit);
    await waitFor(() => expect(errorMessagesOf()).toEqual([resetPasswordMessages.passwordRule]));

    await user.clear(input(messages.password));
    await user.clear(input(messages.confirmPassword));
    await user.type(input(messages.password), 'Secret#123');
    await user.type(input(messages.confirmPassword), 'Secret#124');
    await user.click(submit);
    await waitFor(() => expect(errorMessagesOf()).toEqual([messages.passwordsDiffer]));
    expect(created).toEqual([]);
  });

  it('lands on the login form with the username filled in when the store could not sign the new account in', async () => {
    accountLinkGateway({ signsIn: false });
    const { user, router } = renderApp({ path: '/create-account/abc123' });

    await user.type(await screen.findByLabelText(messages.username, { selector: 'input' }), 'adabuyer');
    await user.type(input(messages.password), 'Secret#123');
    await user.type(input(messages.confirmPassword), 'Secret#123');
    await user.click(screen.getByRole('button', { name: messages.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText(loginMessages.email, { selector: 'input' })).toHaveValue('adabuyer');
  });

  it('creates the login, says so and goes home logged in', async () => {
    const { created } = accountLinkGateway();
    const { user, router } = renderApp({ path: '/create-account/abc123' });

    await user.type(await screen.findByLabelText(messages.username, { selector: 'input' }), ' adabuyer ');
    await user.type(input(messages.password), 'Secret#123');
    await user.type(input(messages.confirmPassword), 'Secret#123');
    await user.click(screen.getByRole('button', { name: messages.submit }));

    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await screen.findAllByRole('button', { name: topBarMessages.logout })).length).toBeGreaterThan(0);
    expect(created).toEqual([
      { token: 'abc123', username: 'adabuyer', password: 'Secret#123', confirmPassword: 'Secret#123' },
    ]);
  });

  it('shows a username the store says is taken beside the username, and stays on the form', async () => {
    accountLinkGateway({ usernameTaken: true });
    const { user, router } = renderApp({ path: '/create-account/abc123' });
    const username = await screen.findByLabelText(messages.username, { selector: 'input' });

    await user.type(username, 'adabuyer');
    await user.type(input(messages.password), 'Secret#123');
    await user.type(input(messages.confirmPassword), 'Secret#123');
    await user.click(screen.getByRole('button', { name: messages.submit }));

    await waitFor(() => expect(errorMessagesOf()).toEqual(['The username has already been taken.']));
    expect(username).toHaveErrorMessage('The username has already been taken.');
    expect(username).toHaveFocus();
    expect(screen.queryByText(messages.success)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-account/abc123');
  });
});
