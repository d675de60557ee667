import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { productPage } from '../../../../test/fixtures/catalog';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { headerMessages as messages } from '../messages';
import { SEARCH_DEBOUNCE_MS } from './SearchBox';

function recordSearches() {
  const terms: string[] = [];
  server.use(
    gatewayApi.query('SearchRouteQuery', ({ variables }) => {
      terms.push((variables as { query: string }).query);
      return HttpResponse.json({ data: { searchProducts: productPage([]) } });
    }),
  );
  return terms;
}

/** Opening the results page downloads its code, which takes a while on a busy machine. */
const lazyRoute = { timeout: 10_000 };

describe('header search box', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches once, 300 ms after the last keystroke, when typing quickly', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const terms = recordSearches();
    const { router } = renderApp({ path: '/' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const box = await screen.findByRole('searchbox', { name: messages.searchLabel });

    await user.type(box, 'coh');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    await user.type(box, 'iba');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    expect(router.state.location.pathname).toBe('/');

    await act(() => vi.advanceTimersByTimeAsync(50));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'), lazyRoute);
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('cohiba');
    await waitFor(() => expect(terms).toEqual(['cohiba']));
  });

  it('typing on the results page replaces the search, so Back leaves the results', async () => {
    const terms = recordSearches();
    const { user, router } = renderApp({ path: '/products?search=padron' });
    const box = await screen.findByRole('searchbox', { name: messages.searchLabel });
    expect(box).toHaveValue('padron');
    await waitFor(() => expect(terms).toEqual(['padron']), lazyRoute);

    await user.clear(box);
    await user.type(box, 'oliva');

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('oliva'),
    );
    await waitFor(() => expect(terms).toEqual(['padron', 'oliva']));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the searched words again when the back button returns to an earlier search', async () => {
    recordSearches();
    const { user, router } = renderApp({ path: '/' });
    const box = await screen.findByRole('searchbox', { name: messages.searchLabel });

    await user.type(box, 'padron{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'), lazyRoute);
    act(() => router.navigate(-1));

    await waitFor(() => expect(box).toHaveValue(''));
  });
});
