import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../../test/forms';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { LoginDocument } from '../../../gql/graphql';
import { passwordInputMessages } from '../../../shared/components/PasswordInput';
import { headerMessages } from '../../layout/messages';
import { loginMessages as messages } from '../messages';

async function openLogin(path = '/login') {
  const view = renderApp({ path });
  const email = await screen.findByLabelText(messages.email, { selector: 'input' });
  return { ...view, email, password: screen.getByLabelText(messages.password, { selector: 'input' }) };
}

describe('login', { timeout: 20_000 }, () => {
  it('checks the e-mail, its format and the password, in the spec order, before sending anything', async () => {
    const { user, email } = await openLogin();

    await user.click(screen.getByRole('button', { name: messages.submit }));
    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([messages.emailRequired, messages.passwordRequired]),
    );
    expect(email).toHaveFocus();

    await user.type(email, 'buyer@example');
    await user.click(screen.getByRole('button', { name: messages.submit }));
    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([messages.emailInvalid, messages.passwordRequired]),
    );
  });

  it('logs in with Enter, says so, shows the account in the header and goes home', async () => {
    const session = sessionGateway();
    server.use(...session.handlers);
    const { user, email, password, router } = await openLogin();
    expect(screen.getByRole('link', { name: headerMessages.signIn })).toBeInTheDocument();

    await user.click(email);
    await user.paste('ada@example.com');
    await user.click(password);
    await user.paste('Secret#123');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const header = screen.getByRole('banner');
    // The account icon, and My account in the top menu.
    const accountLinks = await within(header).findAllByRole('link', { name: headerMessages.myAccount });
    expect(accountLinks.map((link) => link.getAttribute('href'))).toEqual(['/my-account', '/my-account']);
    expect(within(header).queryByRole('link', { name: headerMessages.signIn })).not.toBeInTheDocument();
    expect(session.state.logins).toBe(1);
  });

  it('logs in with the username chosen when creating the account, sent as typed', async () => {
    const session = sessionGateway();
    const sent: string[] = [];
    server.use(
      gatewayApi.mutation(LoginDocument, ({ variables }) => {
        sent.push(variables.email);
      }),
      ...session.handlers,
    );
    const { user, email, password, router } = await openLogin();

    await user.type(email, 'ShoreLine01');
    await user.type(password, 'Secret#123');
    await user.click(screen.getByRole('button', { name: messages.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual(['ShoreLine01']);
    expect(session.state.logins).toBe(1);
  });

  it("shows the store's message at the top of the form when the credentials are wrong, and stays on the form", async () => {
    server.use(...sessionGateway().handlers);
    const { user, email, password, router } = await openLogin();

    await user.type(email, 'ada@example.com');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: messages.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(alert.closest('form')).toContainElement(email);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows too many attempts as the gateway words it', async () => {
    server.use(
      gatewayApi.mutation(LoginDocument, () =>
        HttpResponse.json({
          errors: [
            { message: 'Too many attempts. Try again in a minute.', extensions: { code: 'RATE_LIMITED' } },
          ],
        }),
      ),
    );
    const { user, email, password } = await openLogin();

    await user.type(email, 'ada@example.com');
    await user.type(password, 'Secret#123{Enter}');

    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user, password } = await openLogin();
    const toggle = screen.getByRole('button', { name: passwordInputMessages.show });

    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers remember me, the lost-password link and the register tab', async () => {
    await openLogin();

    expect(screen.getByRole('checkbox', { name: messages.rememberMe })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.lostPassword })).toHaveAttribute(
      'href',
      '/my-account/lost-password',
    );
    const tabs = screen.getByRole('navigation', { name: messages.tabs });
    expect(within(tabs).getByRole('link', { name: messages.registerTab })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(tabs).getByRole('link', { name: messages.loginTab })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends a logged-in customer from /login and /register to the home page', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    const { router } = renderApp({ path: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    act(() => router.navigate('/register'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('disables nothing while the session is still loading: the form is there at once', async () => {
    server.use(gatewayApi.query('SessionQuery', () => delay('infinite')));
    await openLogin();
    expect(screen.getByRole('button', { name: messages.submit })).toBeEnabled();
  });
});
