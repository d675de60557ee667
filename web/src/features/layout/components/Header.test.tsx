import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderApp } from '../../../../test/render';
import { headerMessages as messages } from '../messages';

describe('header', { timeout: 20_000 }, () => {
  it('searching from the header opens the search results for the typed words', async () => {
    const { user, router } = renderApp();

    const search = await screen.findByPlaceholderText(messages.searchPlaceholder);
    await user.type(search, '  Arturo Fuente {Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Arturo Fuente');
  });

  it('ignores a search for nothing', async () => {
    const { user, router } = renderApp();

    await user.type(await screen.findByPlaceholderText(messages.searchPlaceholder), '   {Enter}');

    expect(router.state.location.pathname).toBe('/');
  });

  it('offers sign-in and the cart with its item count', async () => {
    renderApp();

    expect(await screen.findByRole('link', { name: messages.signIn })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: messages.cart(0) })).toHaveAttribute('href', '/cart');
  });

  it('has the fixed menu with Home, the four categories and Contact, marking the current page', async () => {
    renderApp();

    const menu = await screen.findByRole('navigation', { name: messages.mainNavigation });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Premium Cigars', '/product-category/premium-cigar'],
      ['Cigars', '/product-category/cigar'],
      ['Cigarillos', '/product-category/cigarillos'],
      ['Tobacco Accessories', '/product-category/tobacco-accessories'],
      ['Contact', '/contact'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Tobacco Accessories' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('focus after navigation', { timeout: 20_000 }, () => {
  it('moves the focus to the new page’s heading after following a menu link, not on the first load', async () => {
    const { user } = renderApp();

    const menu = await screen.findByRole('navigation', { name: messages.mainNavigation });
    expect(document.activeElement).toBe(document.body);
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));

    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus(), {
      timeout: 8000,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus in the search box while the buyer types a search', async () => {
    const { user, router } = renderApp();

    const search = await screen.findByPlaceholderText(messages.searchPlaceholder);
    await user.type(search, 'Padron{Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/products'), { timeout: 8000 });
    await screen.findByRole('heading', { level: 1 });
    expect(search).toHaveFocus();
  });
});
