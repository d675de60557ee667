import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { LayoutQueryDocument } from '../../../gql/graphql';
import { categoryMenuMessages as messages } from '../messages';

describe('category menu', { timeout: 20_000 }, () => {
  it('lists the top-level categories and shows subcategories as sub-menu items linking to their pages', async () => {
    const { user } = renderApp();

    await user.click(await enabledTrigger());

    const menu = await screen.findByRole('menu', { name: messages.allCategories });
    const entries = within(menu).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Premium Cigars',
      'Cigars',
      'Cigarillos',
      'Tobacco Accessories',
    ]);
    // A category without subcategories is a plain link.
    expect(within(menu).getByRole('menuitem', { name: 'Cigarillos' })).toHaveAttribute(
      'href',
      '/product-category/cigarillos',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'Premium Cigars' }));

    const submenu = await screen.findByRole('menu', { name: 'Premium Cigars' });
    expect(within(submenu).getByRole('menuitem', { name: 'All Premium Cigars' })).toHaveAttribute(
      'href',
      '/product-category/premium-cigar',
    );
    expect(within(submenu).getByRole('menuitem', { name: 'Robusto' })).toHaveAttribute(
      'href',
      '/product-category/premium-cigar/premium-cigar-robusto',
    );
    expect(within(submenu).getByRole('menuitem', { name: 'Toro' })).toHaveAttribute(
      'href',
      '/product-category/premium-cigar/premium-cigar-toro',
    );
  });

  it('opens a subcategory from the keyboard alone and closes the menu', async () => {
    const { user, router } = renderApp();
    const trigger = await enabledTrigger();

    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu', { name: messages.allCategories });
    await user.keyboard('{ArrowRight}');
    const submenu = await screen.findByRole('menu', { name: 'Premium Cigars' });
    // Menus keep focus on themselves and point at the highlighted item.
    const allPremiumCigars = within(submenu).getByRole('menuitem', { name: 'All Premium Cigars' });
    await vi.waitFor(() => expect(submenu).toHaveAttribute('aria-activedescendant', allPremiumCigars.id));
    // As a buyer does: the next item is highlighted before Enter opens it (at once, under load, Enter could
    // open the item still highlighted).
    await user.keyboard('{ArrowDown}');
    const robusto = within(submenu).getByRole('menuitem', { name: 'Robusto' });
    await vi.waitFor(() => expect(submenu).toHaveAttribute('aria-activedescendant', robusto.id));
    await user.keyboard('{Enter}');

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/product-category/premium-cigar/premium-cigar-robusto'),
    );
    await vi.waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('shows a disabled ALL CATEGORIES button while the categories load', async () => {
    server.use(gatewayApi.query(LayoutQueryDocument, () => delay('infinite')));
    renderApp();

    expect(await screen.findByRole('button', { name: messages.allCategories })).toBeDisabled();
  });

  it('keeps the ALL CATEGORIES button and only logs when the categories fail to load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      gatewayApi.query(LayoutQueryDocument, () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'The store is unavailable.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        }),
      ),
    );
    renderApp();

    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: messages.allCategories })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/**
 * The ALL CATEGORIES button once the categories and the menu have loaded (until then it is disabled). The menu is
 * a lazy chunk: Testing Library's wait gives its first import the suite's timeout (test/setup.ts).
 */
async function enabledTrigger() {
  return waitFor(() => {
    const trigger = screen.getByRole('button', { name: messages.allCategories });
    expect(trigger).toBeEnabled();
    return trigger;
  });
}
