import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { gatewayApi } from '../../../test/msw/handlers';
import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { sessionGateway } from '../../../test/session';
import { OrdersRouteQueryDocument } from '../../gql/graphql';
import { headerMessages, topBarMessages } from '../layout/messages';
import { accountMessages, loginMessages, ordersMessages } from './messages';
import { order, ordersPage } from './testing/fixtures';

describe('the session', { timeout: 20_000 }, () => {
  it('sends a logged-out visitor from a private page to /login, and back there after logging in', async () => {
    server.use(
      ...sessionGateway().handlers,
      gatewayApi.query(OrdersRouteQueryDocument, () =>
        HttpResponse.json({ data: { orders: ordersPage([]) } }),
      ),
    );
    const { user, router } = renderApp({ path: '/my-account/orders' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await user.click(await screen.findByLabelText(loginMessages.email, { selector: 'input' }));
    await user.paste('ada@example.com');
    await user.click(screen.getByLabelText(loginMessages.password, { selector: 'input' }));
    await user.paste('Secret#123');
    await user.click(screen.getByRole('button', { name: loginMessages.submit }));

    expect(await screen.findByText(ordersMessages.empty)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account/orders');
  });

  it('logs out from the top menu: says so, forgets every price and shows the logged-out header', async () => {
    const session = sessionGateway({ loggedIn: true });
    server.use(
      ...session.handlers,
      gatewayApi.query(OrdersRouteQueryDocument, () =>
        session.state.loggedIn
          ? HttpResponse.json({ data: { orders: ordersPage([order('42')]) } })
          : HttpResponse.json({
              errors: [{ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } }],
            }),
      ),
    );
    const { user, router, client } = renderApp({ path: '/my-account/orders' });
    expect(await screen.findByText('$252.00')).toBeInTheDocument();
    expect(JSON.stringify(client.extract())).toContain('252.00');

    const topMenu = screen.getByRole('navigation', { name: topBarMessages.accountMenu });
    await user.click(within(topMenu).getByRole('button', { name: topBarMessages.logout }));

    expect(await screen.findByText('Logged out successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: headerMessages.signIn })).toBeInTheDocument();
    expect(
      within(header).queryByRole('navigation', { name: topBarMessages.accountMenu }),
    ).not.toBeInTheDocument();
    expect(JSON.stringify(client.extract())).not.toContain('252.00');
    expect(session.state.logouts).toBe(1);
  });

  it('logs out from the dashboard', async () => {
    const session = sessionGateway({ loggedIn: true });
    server.use(...session.handlers);
    const { user, router } = renderApp({ path: '/my-account' });

    await user.click(await screen.findByRole('button', { name: accountMessages.logout }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: headerMessages.signIn })).toBeInTheDocument();
    expect(session.state.logouts).toBe(1);
  });

  it('shows the logged-out screen when the gateway says the session is no longer valid', async () => {
    const session = sessionGateway({ loggedIn: true });
    server.use(
      ...session.handlers,
      gatewayApi.query(OrdersRouteQueryDocument, () => {
        // The session expired on the server between two requests.
        session.state.loggedIn = false;
        return HttpResponse.json({
          errors: [{ message: 'Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      }),
    );
    const { router } = renderApp({ path: '/my-account/orders' });

    // The private page gives way to the login form, which brings the buyer back after logging in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/my-account/orders', search: '', hash: '' },
    });
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: headerMessages.signIn })).toBeInTheDocument();
  });

  it('logs the screen out on UNAUTHENTICATED even when the session query still answered with a customer', async () => {
    server.use(
      ...sessionGateway({ loggedIn: true }).handlers,
      gatewayApi.query(OrdersRouteQueryDocument, () =>
        HttpResponse.json({
          errors: [{ message: 'Please log in again.', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    const { router } = renderApp({ path: '/my-account/orders' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('link', { name: headerMessages.signIn })).toBeInTheDocument();
  });
});
