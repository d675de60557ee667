import { screen, waitFor } from '@testing-library/react';
import { messages as contractMessages } from '@storefront/contract/messages';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import type { SetStaffPasswordMutationVariables } from '../gql/graphql';
import { staffMessages } from '../messages';
import { staffApi, staffSession } from '../testing/staffApi';

const messages = staffMessages.setPassword;

/** The store answering setStaffPassword with `userErrors` (none: the password is set); what was sent, in order. */
function setPasswordApi(userErrors: { code: string; field: string[] | null; message: string }[] = []) {
  const sent: SetStaffPasswordMutationVariables[] = [];
  server.use(
    staffSession(null),
    staffApi.mutation<object, SetStaffPasswordMutationVariables>('SetStaffPassword', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: { setStaffPassword: { passwordSet: userErrors.length === 0, userErrors } },
      });
    }),
  );
  return sent;
}

describe('Staff set password', () => {
  it('saves the chosen password from the link, then shows the sign-in page with a toast', async () => {
    const sent = setPasswordApi();
    const { user, router } = renderApp({ path: '/staff/set-password/tok-123' });

    expect(await screen.findByRole('heading', { level: 1, name: messages.title })).toBeInTheDocument();
    expect(screen.getByText(messages.intro)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'Fresh@2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/login'));
    expect(sent).toEqual([{ token: 'tok-123', password: 'Fresh@2026' }]);
    expect(await screen.findByText('Your password is saved. Sign in with it.')).toBeInTheDocument();
    // The router renders the new address in a transition: the page follows the address a moment later.
    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
  });

  it("checks the store's password rule and the confirmation, in order, and sends nothing", async () => {
    const sent = setPasswordApi();
    const { user } = renderApp({ path: '/staff/set-password/tok-123' });
    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm password/);
    const save = screen.getByRole('button', { name: 'Save password' });

    await user.click(save);
    expect(await screen.findByText('Enter a new password.')).toBeInTheDocument();
    expect(screen.getByText('Enter the new password again.')).toBeInTheDocument();
    expect(password).toHaveFocus();

    await user.type(password, 'weakpass');
    await user.type(confirm, 'weakpass');
    await user.click(save);
    expect(await screen.findByText(contractMessages.passwordStrength)).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Fresh@2026');
    await user.click(save);
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(confirm).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('says a link that no longer works, and to ask an administrator for a new one', async () => {
    setPasswordApi([{ code: 'LINK_EXPIRED', field: ['token'], message: 'The link has been expired.' }]);
    const { user } = renderApp({ path: '/staff/set-password/old-token' });

    await user.type(await screen.findByLabelText(/^New password/), 'Fresh@2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'This link no longer works' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(messages.expired)).toBeInTheDocument();
    expect(screen.getByText(messages.askAdmin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/staff/login');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("shows the store's refusal of the password at its field, and the link stays usable", async () => {
    const sent = setPasswordApi([
      { code: 'INVALID', field: ['password'], message: contractMessages.passwordStrength },
    ]);
    const { user, router } = renderApp({ path: '/staff/set-password/tok-123' });

    await user.type(await screen.findByLabelText(/^New password/), 'Fresh@2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh@2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText(contractMessages.passwordStrength)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/staff/set-password/tok-123');
    expect(sent).toHaveLength(1);
  });

  it('disables saving while the password is on its way', async () => {
    server.use(
      staffSession(null),
      staffApi.mutation('SetStaffPassword', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp({ path: '/staff/set-password/tok-123' });

    await user.type(await screen.findByLabelText(/^New password/), 'Fresh@2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh@2026');
    const save = screen.getByRole('button', { name: 'Save password' });
    await user.click(save);

    await waitFor(() => expect(save).toBeDisabled());
  });
});
