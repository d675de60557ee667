import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { staffApi, staffMember, staffSession } from '../testing/staffApi';

describe('Staff sign in', () => {
  it('sends a visitor without a staff session from a staff page to the sign-in page and back after signing in', async () => {
    let signedIn = false;
    server.use(
      staffApi.query('StaffMe', () =>
        HttpResponse.json({ data: { me: signedIn ? staffMember('SALES') : null } }),
      ),
      staffApi.mutation('StaffSignIn', ({ variables }) => {
        signedIn = variables.email === 'sales@store.test' && variables.password === 'Right@2026';
        return HttpResponse.json({ data: { staffSignIn: { staff: staffMember('SALES'), userErrors: [] } } });
      }),
    );
    const { user, router } = renderApp({ path: '/staff/customers?page=2' });

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/login');
    await user.type(screen.getByLabelText(/^Email/), 'sales@store.test');
    await user.type(screen.getByLabelText(/^Password/), 'Right@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/customers'));
    expect(router.state.location.search).toBe('?page=2');
    expect(document.title).not.toContain('Staff sign in');
  });

  it('says what is missing, in order, and sends nothing', async () => {
    let attempts = 0;
    server.use(
      staffSession(null),
      staffApi.mutation('StaffSignIn', () => {
        attempts += 1;
        return HttpResponse.json({ data: { staffSignIn: { staff: null, userErrors: [] } } });
      }),
    );
    const { user } = renderApp({ path: '/staff/login' });

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(attempts).toBe(0);
  });

  it('shows a refused sign-in at the form and stays on the page', async () => {
    server.use(
      staffSession(null),
      staffApi.mutation('StaffSignIn', () =>
        HttpResponse.json({
          data: {
            staffSignIn: {
              staff: null,
              userErrors: [
                { code: 'INVALID_CREDENTIALS', field: null, message: 'Wrong e-mail or password.' },
              ],
            },
          },
        }),
      ),
    );
    const { user, router } = renderApp({ path: '/staff/login' });

    await user.type(await screen.findByLabelText(/^Email/), 'who@store.test');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(router.state.location.pathname).toBe('/staff/login');
  });

  it('offers each role only its areas', async () => {
    server.use(staffSession('WAREHOUSE'));
    renderApp({ path: '/staff/nowhere' });

    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Catalog']);
  });

  it('signs out: the session ends and the sign-in page shows', async () => {
    let signedOut = false;
    server.use(
      staffApi.query('StaffMe', () =>
        HttpResponse.json({ data: { me: signedOut ? null : staffMember('ADMIN') } }),
      ),
      staffApi.mutation('StaffSignOut', () => {
        signedOut = true;
        return HttpResponse.json({ data: { staffSignOut: { signedOut: true } } });
      }),
    );
    const { user, router } = renderApp({ path: '/staff/nowhere' });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/login'));
    expect(signedOut).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
  });
});
