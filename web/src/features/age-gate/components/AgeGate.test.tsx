import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../../test/render';
import { AGE_CONFIRMATION_KEY } from '../lib/age-confirmation';
import { ageGateMessages as messages } from '../messages';

describe('age gate', { timeout: 20_000 }, () => {
  it('asks a new visitor whether they are 21 or older, and Yes lets them in and is remembered', async () => {
    const first = renderApp({ ageConfirmed: false });

    const gate = await screen.findByRole('alertdialog', { name: messages.question });
    expect(gate).toHaveAccessibleDescription(messages.instruction);

    await first.user.click(screen.getByRole('button', { name: messages.yes }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(AGE_CONFIRMATION_KEY)).toBe('true');
    // For the server, which renders a returning visitor's pages without the gate.
    expect(document.cookie).toContain(`${AGE_CONFIRMATION_KEY}=true`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();

    first.unmount();
    renderApp({ ageConfirmed: false });

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("answers No with a refusal, and I'm old enough still lets the visitor in", async () => {
    const { user } = renderApp({ ageConfirmed: false });

    await user.click(await screen.findByRole('button', { name: messages.no }));

    const refusal = await screen.findByRole('alertdialog', { name: messages.refusalTitle });
    expect(refusal).toHaveAccessibleDescription(messages.refusal);
    expect(screen.queryByRole('button', { name: messages.yes })).not.toBeInTheDocument();
    expect(localStorage.getItem(AGE_CONFIRMATION_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.oldEnough }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(AGE_CONFIRMATION_KEY)).toBe('true');
  });

  it('cannot be closed with Escape without answering', async () => {
    const { user } = renderApp({ ageConfirmed: false });
    await screen.findByRole('alertdialog', { name: messages.question });

    await user.keyboard('{Escape}');

    expect(screen.getByRole('alertdialog', { name: messages.question })).toBeInTheDocument();
  });
});
