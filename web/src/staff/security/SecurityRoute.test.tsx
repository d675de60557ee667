import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { staffApi, staffMember } from '../testing/staffApi';
import { securityMessages as messages } from './messages';

const SECRET = 'JBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Wholesale%20Store:admin%40store.test?secret=${SECRET}&issuer=Wholesale%20Store`;

const CODES = Array.from({ length: 10 }, (_, i) => `k7m2${i}-9xwp${i}`);

const invalidTotp = {
  code: 'INVALID_TOTP',
  field: ['code'],
  message: 'This code is not valid. Enter the current 6-digit code from your authenticator app.',
};

/** The signed-in member as the store sees them now; `set` changes what the next `me` answers. */
function meApi(
  totp: { totpEnabled?: boolean; totpEnrolmentRequired?: boolean; recoveryCodesLeft?: number } = {},
) {
  let member = staffMember('ADMIN', totp);
  server.use(staffApi.query('StaffMe', () => HttpResponse.json({ data: { me: member } })));
  return {
    set(next: { totpEnabled?: boolean; totpEnrolmentRequired?: boolean }) {
      member = staffMember('ADMIN', next);
      return member;
    },
  };
}

describe('Sign-in security', () => {
  it('turns two-step sign-in on: a QR code of the store’s URI in the page, its key as text, then a code of the app', async () => {
    const me = meApi();
    const codes: string[] = [];
    server.use(
      staffApi.mutation('StartTotpEnrolment', () =>
        HttpResponse.json({
          data: { startTotpEnrolment: { enrolment: { secret: SECRET, uri: URI }, userErrors: [] } },
        }),
      ),
      staffApi.mutation('ConfirmTotpEnrolment', ({ variables }) => {
        codes.push(variables.code as string);
        return HttpResponse.json({
          data: {
            confirmTotpEnrolment: {
              staffMember: me.set({ totpEnabled: true }),
              recoveryCodes: CODES,
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user, container } = renderApp({ path: '/staff/security' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in security' })).toBeInTheDocument();
    expect(screen.getByText(messages.off)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    const qr = await screen.findByRole('img', { name: messages.qrLabel });
    // Drawn in the page: an <svg> of squares, no image file or data: URL for the page's policy to refuse.
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Code from your authenticator app/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    expect(await screen.findByText(messages.enabled)).toBeInTheDocument();
    expect(codes).toEqual(['123456']);
    expect(await screen.findByText(messages.on)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: messages.qrLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeInTheDocument();

    // The recovery codes, shown this once, to copy or download.
    const shown = screen.getByRole('list', { name: messages.codesLabel });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText(messages.newCodesIntro)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download as text' });
    expect(download).toHaveAttribute('download', 'recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href')!)).toBe(
      `data:text/plain;charset=utf-8,${messages.fileIntro('admin@store.test')}\n\n${CODES.join('\n')}\n`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toContain(CODES.join('\n'));
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('list', { name: messages.codesLabel })).not.toBeInTheDocument();
    expect(screen.getByText(messages.codesLeft(10))).toBeInTheDocument();
  });

  it('gives new recovery codes for the password or a current code, and shows them once', async () => {
    meApi({ totpEnabled: true, recoveryCodesLeft: 2 });
    const sent: Record<string, unknown>[] = [];
    server.use(
      staffApi.mutation('RegenerateRecoveryCodes', ({ variables }) => {
        sent.push(variables);
        if (variables.password === 'Wrong@2026')
          return HttpResponse.json({
            data: {
              regenerateRecoveryCodes: {
                staffMember: null,
                recoveryCodes: [],
                userErrors: [
                  { code: 'INVALID_CREDENTIALS', field: ['password'], message: 'The password is incorrect.' },
                ],
              },
            },
          });
        return HttpResponse.json({
          data: {
            regenerateRecoveryCodes: {
              staffMember: staffMember('ADMIN', { totpEnabled: true, recoveryCodesLeft: 10 }),
              recoveryCodes: CODES,
              userErrors: [],
            },
          },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/security' });

    expect(await screen.findByText(messages.codesLeft(2))).toBeInTheDocument();
    const form = screen.getByRole('form', { name: messages.regenerateHeading });
    await user.click(within(form).getByRole('button', { name: messages.regenerate }));
    expect(await within(form).findByText(messages.proofRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText(/^Your password/), 'Wrong@2026');
    await user.click(within(form).getByRole('button', { name: messages.regenerate }));
    expect(await within(form).findByText('The password is incorrect.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Your password/));
    await user.type(within(form).getByLabelText(/^Or the code/), '123 456');
    await user.click(within(form).getByRole('button', { name: messages.regenerate }));
    expect(await screen.findByText(messages.regenerated)).toBeInTheDocument();
    expect(sent).toEqual([{ password: 'Wrong@2026' }, { code: '123456' }]);
    expect(
      within(screen.getByRole('list', { name: messages.codesLabel }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
  });

  it('shows a wrong code at the code field and keeps the QR code', async () => {
    meApi();
    server.use(
      staffApi.mutation('StartTotpEnrolment', () =>
        HttpResponse.json({
          data: { startTotpEnrolment: { enrolment: { secret: SECRET, uri: URI }, userErrors: [] } },
        }),
      ),
      staffApi.mutation('ConfirmTotpEnrolment', () =>
        HttpResponse.json({
          data: { confirmTotpEnrolment: { staffMember: null, userErrors: [invalidTotp] } },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/security' });
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    const code = await screen.findByLabelText(/^Code from your authenticator app/);

    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    expect(await screen.findByText(invalidTotp.message)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('img', { name: messages.qrLabel })).toBeInTheDocument();
  });

  it('turns two-step sign-in off with a current code', async () => {
    const me = meApi({ totpEnabled: true });
    const codes: string[] = [];
    server.use(
      staffApi.mutation('DisableTotp', ({ variables }) => {
        codes.push(variables.code as string);
        return HttpResponse.json({
          data: { disableTotp: { staffMember: me.set({ totpEnabled: false }), userErrors: [] } },
        });
      }),
    );
    const { user } = renderApp({ path: '/staff/security' });

    expect(await screen.findByText(messages.on)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code from your authenticator app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(await screen.findByText(messages.disabled)).toBeInTheDocument();
    expect(codes).toEqual(['654321']);
    expect(await screen.findByText(messages.off)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  });

  it('says so when the store requires two-step sign-in and refuses to turn it off', async () => {
    meApi({ totpEnabled: true });
    const refusal = 'The store requires two-step sign-in of every staff member: it cannot be turned off.';
    server.use(
      staffApi.mutation('DisableTotp', () =>
        HttpResponse.json({
          data: {
            disableTotp: {
              staffMember: null,
              userErrors: [{ code: 'TOTP_REQUIRED', field: null, message: refusal }],
            },
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/security' });

    await user.type(await screen.findByLabelText(/^Code from your authenticator app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText(messages.on)).toBeInTheDocument();
  });

  it('sends a member the store requires it of here from every other page, and says why', async () => {
    meApi({ totpEnrolmentRequired: true });
    const { router } = renderApp({ path: '/staff/team' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in security' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/security');
    expect(screen.getByText(messages.required)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument();
  });

  it('sends the member here when the store answers that it now requires two-step sign-in', async () => {
    const me = meApi();
    server.use(
      staffApi.query('CatalogRoute', () => {
        me.set({ totpEnrolmentRequired: true });
        return HttpResponse.json({
          errors: [
            {
              message: 'The store requires two-step sign-in: set up your authenticator app to continue.',
              extensions: { code: 'TOTP_ENROLMENT_REQUIRED' },
            },
          ],
          data: null,
        });
      }),
    );
    const { router } = renderApp({ path: '/staff/catalog' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/security'));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
  });

  it('is linked from the bar of every staff page', async () => {
    meApi();
    server.use(
      staffApi.query('CatalogRoute', () =>
        HttpResponse.json({ data: { products: { items: [], page: 1, perPage: 25, total: 0 } } }),
      ),
    );
    const { user, router } = renderApp({ path: '/staff/catalog' });

    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Sign-in security' }));

    expect(router.state.location.pathname).toBe('/staff/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in security' })).toBeInTheDocument();
  });
});
