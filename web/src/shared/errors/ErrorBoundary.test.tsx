import { render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { createApolloClient } from '../../app/apollo';
import { AppProviders } from '../../app/AppProviders';
import { lazyComponent } from '../lib/lazyComponent';
import { pageErrorMessages as messages } from './messages';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('The product has no name.');
}

function Healthy() {
  return <p>The next page</p>;
}

function renderInApp(ui: ReactNode) {
  const client = createApolloClient({ uri: 'http://localhost/graphql' });
  const wrap = (children: ReactNode) => (
    <AppProviders client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>
  );
  const view = render(wrap(ui));
  return { rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}

describe('error boundary', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a friendly page with Try again and a link home when a page fails, and logs the error', async () => {
    renderInApp(
      <ErrorBoundary resetKey="/product/1/cigar">
        <Broken />
      </ErrorBoundary>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.title);
    expect(alert).toHaveTextContent(messages.explanation);
    expect(screen.getByRole('heading', { level: 1, name: messages.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.home })).toHaveAttribute('href', '/');
    expect(document.title).toBe(messages.documentTitle);
    expect(consoleError).toHaveBeenCalledWith(
      'A page failed to render.',
      expect.objectContaining({ message: 'The product has no name.' }),
      expect.any(String),
    );
  });

  it('shows the next page once the address changes', async () => {
    const { rerender } = renderInApp(
      <ErrorBoundary resetKey="/product/1/cigar">
        <Broken />
      </ErrorBoundary>,
    );
    await screen.findByRole('alert');

    rerender(
      <ErrorBoundary resetKey="/cart">
        <Healthy />
      </ErrorBoundary>,
    );

    expect(await screen.findByText('The next page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the same page when a screen's code cannot be downloaded", async () => {
    const Unreachable = lazyComponent(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderInApp(
      <ErrorBoundary resetKey="/cart">
        <Suspense fallback={<p>Loading page</p>}>
          <Unreachable />
        </Suspense>
      </ErrorBoundary>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: messages.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
  });

  it('shows nothing in place of an optional part that fails, and leaves the rest of the page', async () => {
    const Unreachable = lazyComponent(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderInApp(
      <>
        <p>The top of the page</p>
        <ErrorBoundary fallback={null}>
          <Suspense>
            <Unreachable />
          </Suspense>
        </ErrorBoundary>
      </>,
    );

    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        'A part of the page failed to render.',
        expect.objectContaining({ name: 'TypeError' }),
        expect.any(String),
      ),
    );
    expect(screen.getByText('The top of the page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
