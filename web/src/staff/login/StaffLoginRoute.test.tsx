import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { messages as M } from '@storefront/contract/messages';
import { staffMessages } from '../messages';
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

  it('asks a member who uses two-step sign-in for the code of their authenticator app, then signs in with it', async () => {
    const sent: { email: string; password: string; code?: string | null }[] = [];
    server.use(
      staffSession(null),
      staffApi.mutation('StaffSignIn', ({ variables }) => {
        sent.push(variables as (typeof sent)[number]);
        if (!variables.code) {
          return HttpResponse.json({
            data: {
              staffSignIn: {
                staff: null,
                userErrors: [
                  {
                    code: 'TOTP_REQUIRED',
                    field: ['code'],
                    message: 'Enter the 6-digit code from your authenticator app.',
                  },
                ],
              },
            },
          });
        }
        return HttpResponse.json({
          data: { staffSignIn: { staff: staffMember('WAREHOUSE', { totpEnabled: true }), userErrors: [] } },
        });
      }),
    );
    const { user, router } = renderApp({ path: '/staff/login' });

    await user.type(await screen.findByLabelText(/^Email/), 'warehouse@store.test');
    await user.type(screen.getByLabelText(/^Password/), 'Right@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(/^Code from your authenticator app/);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/login');

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The back office's home: today's counts for the role.
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
    expect(sent).toEqual([
      { email: 'warehouse@store.test', password: 'Right@2026', code: null, recoveryCode: null },
      { email: 'warehouse@store.test', password: 'Right@2026', code: '123456', recoveryCode: null },
    ]);
  });

  it('checks the code is 6 digits before sending it', async () => {
    let attempts = 0;
    server.use(
      staffSession(null),
      staffApi.mutation('StaffSignIn', () => {
        attempts += 1;
        return HttpResponse.json({
          data: {
            staffSignIn: {
              staff: null,
              userErrors: [{ code: 'TOTP_REQUIRED', field: ['code'], message: 'Enter the code.' }],
            },
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/login' });
    await user.type(await screen.findByLabelText(/^Email/), 'admin@store.test');
    await user.type(screen.getByLabelText(/^Password/), 'Right@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText(/^Code from your authenticator app/);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(code).toHaveFocus();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code is 6 digits.')).toBeInTheDocument();
    expect(attempts).toBe(1);
  });

  it('shows a wrong code at the code field and stays on the page', async () => {
    server.use(
      staffSession(null),
      staffApi.mutation('StaffSignIn', ({ variables }) =>
        HttpResponse.json({
          data: {
            staffSignIn: {
              staff: null,
              userErrors: [
                variables.code
                  ? {
                      code: 'INVALID_TOTP',
                      field: ['code'],
                      message:
                        'This code is not valid. Enter the current 6-digit code from your authenticator app.',
                    }
                  : { code: 'TOTP_REQUIRED', field: ['code'], message: 'Enter the code.' },
              ],
            },
          },
        }),
      ),
    );
    const { user, router } = renderApp({ path: '/staff/login' });
    await user.type(await screen.findByLabelText(/^Email/), 'admin@store.test');
    await user.type(screen.getByLabelText(/^Password/), 'Right@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText(/^Code from your authenticator app/);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText(
        'This code is not valid. Enter the current 6-digit code from your authenticator app.',
      ),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(router.state.location.pathname).toBe('/staff/login');
  });

  it('signs in with a recovery code instead of the code, clearly offered, and says how many are left', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      staffSession(null),
      staffApi.mutation('StaffSignIn', ({ variables }) => {
        sent.push(variables);
        if (variables.recoveryCode === 'k7m2q-9xwpa') {
          const staff = staffMember('WAREHOUSE', { totpEnabled: true, recoveryCodesLeft: 2 });
          return HttpResponse.json({ data: { staffSignIn: { staff, userErrors: [] } } });
        }
        const userError = variables.recoveryCode
          ? { code: 'INVALID_TOTP', field: ['recoveryCode'], message: M.invalidRecoveryCode }
          : { code: 'TOTP_REQUIRED', field: ['code'], message: 'Enter the code.' };
        return HttpResponse.json({ data: { staffSignIn: { staff: null, userErrors: [userError] } } });
      }),
    );
    const { user, router } = renderApp({ path: '/staff/login' });
    await user.type(await screen.findByLabelText(/^Email/), 'warehouse@store.test');
    await user.type(screen.getByLabelText(/^Password/), 'Right@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText(/^Code from your authenticator app/);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = await screen.findByLabelText(/^Recovery code/);
    expect(recovery).toHaveFocus();
    expect(screen.queryByLabelText(/^Code from your authenticator app/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Use the code from your authenticator app' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(staffMessages.login.recoveryRequired)).toBeInTheDocument();
    await user.type(recovery, 'used0-code0');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(M.invalidRecoveryCode)).toBeInTheDocument();
    expect(recovery).toHaveAttribute('aria-invalid', 'true');

    await user.clear(recovery);
    await user.type(recovery, ' k7m2q-9xwpa ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(staffMessages.login.recoveryUsed(2))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(sent.slice(1)).toEqual([
      { email: 'warehouse@store.test', password: 'Right@2026', code: null, recoveryCode: 'used0-code0' },
      { email: 'warehouse@store.test', password: 'Right@2026', code: null, recoveryCode: 'k7m2q-9xwpa' },
    ]);
  });

  it('sends a member the store requires to set up two-step sign-in to Sign-in security after signing in', async () => {
    let signedIn = false;
    const member = staffMember('SALES', { totpEnrolmentRequired: true });
    server.use(
      staffApi.query('StaffMe', () => HttpResponse.json({ data: { me: signedIn ? member : null } })),
      staffApi.mutation('StaffSignIn', () => {
        signedIn = true;
        return HttpResponse.json({ data: { staffSignIn: { staff: member, userErrors: [] } } });
      }),
    );
    const { user, router } = renderApp({ path: '/staff/registrations' });

    await user.type(await screen.findByLabelText(/^Email/), 'sales@store.test');
    await user.type(screen.getByLabelText(/^Password/), 'Right@2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/security'));
    expect(await screen.findByRole('heading', { name: 'Sign-in security' })).toBeInTheDocument();
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
    ).toEqual(['Today', 'Orders', 'Catalog']);
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
