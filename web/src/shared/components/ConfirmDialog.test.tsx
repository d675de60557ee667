import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ConfirmDialog, confirmDialogMessages as messages } from './ConfirmDialog';

function Harness({ answers }: { answers: boolean[] }) {
  const [open, setOpen] = useState(true);
  return (
    <ChakraProvider value={defaultSystem}>
      <ConfirmDialog
        open={open}
        title="Are you Sure ?"
        onAnswer={(yes) => {
          answers.push(yes);
          setOpen(false);
        }}
      />
    </ChakraProvider>
  );
}

describe('confirmation dialog', () => {
  it('asks yes or no and closes on either answer', async () => {
    const answers: boolean[] = [];
    const user = userEvent.setup();
    const { unmount } = render(<Harness answers={answers} />);

    const dialog = await screen.findByRole('alertdialog', { name: 'Are you Sure ?' });
    await user.click(within(dialog).getByRole('button', { name: messages.yes }));
    expect(answers).toEqual([true]);
    unmount();

    render(<Harness answers={answers} />);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Are you Sure ?' })).getByRole('button', {
        name: messages.no,
      }),
    );
    expect(answers).toEqual([true, false]);
  });

  it('answers no to Escape', async () => {
    const answers: boolean[] = [];
    const user = userEvent.setup();
    render(<Harness answers={answers} />);
    await screen.findByRole('alertdialog');

    await user.keyboard('{Escape}');

    expect(answers).toEqual([false]);
  });
});
