import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../../test/render';
import { sessionGateway } from '../../../../test/session';
import { server } from '../../../../test/msw/server';
import { store } from '../../../shared/config/store';
import { headerMessages, mobileBarMessages, topBarMessages } from '../messages';

describe('the layout for visitors and customers', { timeout: 20_000 }, () => {
  it('tells visitors about secure delivery and the help line, with English and USD only', async () => {
    renderApp();
    const header = await screen.findByRole('banner');

    expect(within(header).getByText(topBarMessages.secureDelivery)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: store.phone })).toHaveAttribute(
      'href',
      'tel:+12015550142',
    );
    const language = within(header).getByRole('combobox', { name: topBarMessages.language });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English']);
    const currency = within(header).getByRole('combobox', { name: topBarMessages.currency });
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['USD']);
  });

  it('shows visitors Sign in and no account menu', async () => {
    renderApp();
    const header = await screen.findByRole('banner');

    expect(await within(header).findByRole('link', { name: headerMessages.signIn })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(
      within(header).queryByRole('navigation', { name: topBarMessages.accountMenu }),
    ).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: headerMessages.myAccount })).not.toBeInTheDocument();
  });

  it('shows customers the account icon and the top menu with My account, Wishlist and Logout', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    renderApp();
    const header = await screen.findByRole('banner');

    const menu = await within(header).findByRole('navigation', { name: topBarMessages.accountMenu });
    expect(within(menu).getByRole('link', { name: topBarMessages.myAccount })).toHaveAttribute(
      'href',
      '/my-account',
    );
    expect(within(menu).getByRole('link', { name: topBarMessages.wishlist })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    expect(within(menu).getByRole('button', { name: topBarMessages.logout })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: headerMessages.signIn })).not.toBeInTheDocument();
    expect(within(header).getAllByRole('link', { name: headerMessages.myAccount })).toHaveLength(2);
  });

  it("shows the catalog's product count in the header", async () => {
    renderApp();

    expect(
      await within(await screen.findByRole('banner')).findByText('TOTAL 63 PRODUCTS'),
    ).toBeInTheDocument();
  });
});

describe('the mobile bottom bar', { timeout: 20_000 }, () => {
  it('has Store, Search, Wishlist and Sign In for visitors', async () => {
    renderApp();
    const bar = await screen.findByRole('navigation', { name: mobileBarMessages.navigation });

    expect(within(bar).getByRole('link', { name: mobileBarMessages.store })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('button', { name: mobileBarMessages.search })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: mobileBarMessages.wishlist })).toHaveAttribute(
      'href',
      '/wishlist',
    );
    expect(within(bar).getByRole('link', { name: mobileBarMessages.signIn })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('has Account instead of Sign In for customers', async () => {
    server.use(...sessionGateway({ loggedIn: true }).handlers);
    renderApp();
    const bar = await screen.findByRole('navigation', { name: mobileBarMessages.navigation });

    expect(await within(bar).findByRole('link', { name: mobileBarMessages.account })).toHaveAttribute(
      'href',
      '/my-account',
    );
    expect(within(bar).queryByRole('link', { name: mobileBarMessages.signIn })).not.toBeInTheDocument();
  });

  it('opens the search box with Search, gives it the keyboard, and closes it again', async () => {
    const { user } = renderApp();
    const bar = await screen.findByRole('navigation', { name: mobileBarMessages.navigation });
    const search = within(bar).getByRole('button', { name: mobileBarMessages.search });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    const box = document.getElementById(search.getAttribute('aria-controls') ?? '');
    expect(box).toContainElement(screen.getByPlaceholderText(headerMessages.searchPlaceholder));

    await user.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByPlaceholderText(headerMessages.searchPlaceholder)).toHaveFocus());

    await user.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'false');
  });
});
