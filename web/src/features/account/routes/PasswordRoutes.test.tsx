import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { errorMessagesOf } from '../../../../test/forms';
import { gatewayApi } from '../../../../test/msw/handlers';
import { server } from '../../../../test/msw/server';
import { renderApp } from '../../../../test/render';
import { refused, succeeded, userError } from '../../../../test/payloads';
import {
  RequestPasswordResetDocument,
  type ResetPasswordInput,
  ResetPasswordDocument,
} from '../../../gql/graphql';
import { lostPasswordMessages, resetPasswordMessages } from '../messages';

const accepted = () => succeeded('AcceptedPayload', { accepted: true });
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('lost password', { timeout: 20_000 }, () => {
  it('asks for the e-mail address, then sends the reset link', async () => {
    const asked: string[] = [];
    server.use(
      gatewayApi.mutation(RequestPasswordResetDocument, ({ variables }) => {
        asked.push(variables.email);
        return HttpResponse.json({ data: { requestPasswordReset: accepted() } });
      }),
    );
    const { user } = renderApp({ path: '/my-account/lost-password' });
    const email = await screen.findByLabelText(lostPasswordMessages.email, { selector: 'input' });

    await user.click(screen.getByRole('button', { name: lostPasswordMessages.submit }));
    await waitFor(() => expect(errorMessagesOf()).toEqual([lostPasswordMessages.emailRequired]));
    expect(asked).toEqual([]);

    await user.type(email, 'ada@example.com{Enter}');
    expect(await screen.findByText(lostPasswordMessages.success)).toBeInTheDocument();
    expect(asked).toEqual(['ada@example.com']);
  });
});

describe('reset password', { timeout: 20_000 }, () => {
  it('checks the new password and its confirmation in the spec order', async () => {
    const { user } = renderApp({ path: '/my-account/reset-password?token=t0k3n&email=ada%40example.com' });
    const password = await screen.findByLabelText(resetPasswordMessages.password, { selector: 'input' });
    const submit = screen.getByRole('button', { name: resetPasswordMessages.submit });

    await user.click(submit);
    await waitFor(() =>
      expect(errorMessagesOf()).toEqual([
        resetPasswordMessages.passwordRequired,
        resetPasswordMessages.confirmRequired,
      ]),
    );

    // Too short, no digit, no special character, a character that is not allowed, no uppercase, no lowercase.
    for (const weak of ['Ab1@', 'Abcdefg@', 'Abcdefg1', 'Abcdef1@ ', 'abcdef1@', 'ABCDEF1@']) {
      await user.clear(password);
      await user.type(password, weak);
      await user.click(submit);
      await waitFor(() => expect(password).toHaveErrorMessage(resetPasswordMessages.passwordRule));
    }

    await user.clear(password);
    await user.type(password, 'Abcdef1@');
    await user.type(input(resetPasswordMessages.confirmPassword), 'Abcdef1#');
    await user.click(submit);
    await waitFor(() => expect(errorMessagesOf()).toEqual([resetPasswordMessages.passwordsDiffer]));
  });

  it('sends nothing for a password without an uppercase letter or longer than 128 characters', async () => {
    const sent: ResetPasswordInput[] = [];
    server.use(
      gatewayApi.mutation(ResetPasswordDocument, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { resetPassword: accepted() } });
      }),
    );
    const { user } = renderApp({ path: '/my-account/reset-password?token=t0k3n&email=ada%40example.com' });
    const password = await screen.findByLabelText(resetPasswordMessages.password, { selector: 'input' });
    const confirm = input(resetPasswordMessages.confirmPassword);

    for (const refused of ['secret#123', `Secret#1${'a'.repeat(121)}`]) {
      await user.clear(password);
      await user.clear(confirm);
      await user.click(password);
      await user.paste(refused);
      await user.click(confirm);
      await user.paste(refused);
      await user.click(screen.getByRole('button', { name: resetPasswordMessages.submit }));
      await waitFor(() => expect(errorMessagesOf()).toEqual([resetPasswordMessages.passwordRule]));
    }
    expect(resetPasswordMessages.passwordRule).toBe(
      'Password must contain at least one lowercase letter, one uppercase letter, one digit, one special character (one of @ $ ! % * # ? &, the only symbols it accepts), and be at least 8 characters long.',
    );
    expect(sent).toEqual([]);
  });

  it('saves the new password with the token from the link, says so and goes to the login', async () => {
    const sent: ResetPasswordInput[] = [];
    server.use(
      gatewayApi.mutation(ResetPasswordDocument, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { resetPassword: accepted() } });
      }),
    );
    const { user, router } = renderApp({
      path: '/my-account/reset-password?token=t0k3n&email=ada%40example.com',
    });

    await user.type(
      await screen.findByLabelText(resetPasswordMessages.password, { selector: 'input' }),
      'Secret#123',
    );
    await user.type(input(resetPasswordMessages.confirmPassword), 'Secret#123');
    await user.click(screen.getByRole('button', { name: resetPasswordMessages.submit }));

    expect(await screen.findByText(resetPasswordMessages.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual([
      { token: 't0k3n', email: 'ada@example.com', password: 'Secret#123', confirmPassword: 'Secret#123' },
    ]);
  });

  it('says The link has been expired. when the store refuses the token', async () => {
    server.use(
      gatewayApi.mutation(ResetPasswordDocument, () =>
        HttpResponse.json({
          data: {
            resetPassword: refused(
              'AcceptedPayload',
              { accepted: false },
              userError('LINK_EXPIRED', 'This reset link has expired.', ['input', 'token']),
            ),
          },
        }),
      ),
    );
    const { user, router } = renderApp({
      path: '/my-account/reset-password?token=old&email=ada%40example.com',
    });

    await user.type(
      await screen.findByLabelText(resetPasswordMessages.password, { selector: 'input' }),
      'Secret#123',
    );
    await user.type(input(resetPasswordMessages.confirmPassword), 'Secret#123');
    await user.click(screen.getByRole('button', { name: resetPasswordMessages.submit }));

    expect(await screen.findByText(resetPasswordMessages.linkExpired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account/reset-password');
  });

  it('explains a link without its token and offers a new one', async () => {
    renderApp({ path: '/my-account/reset-password' });

    expect(await screen.findByText(resetPasswordMessages.incompleteLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: resetPasswordMessages.requestNewLink })).toHaveAttribute(
      'href',
      '/my-account/lost-password',
    );
  });
});
