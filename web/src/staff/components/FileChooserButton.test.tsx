import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FileChooserButton } from './FileChooserButton';

const picture = (name: string) => new File(['picture'], name, { type: 'image/png' });

function renderButton(onChoose: (files: File[]) => void) {
  render(
    <ChakraProvider value={defaultSystem}>
      <FileChooserButton label="Add a picture" accept="image/png" multiple onChoose={onChoose} />
    </ChakraProvider>,
  );
  return {
    button: screen.getByRole('button', { name: 'Add a picture' }),
    input: screen.getByLabelText<HTMLInputElement>('Add a picture', { selector: 'input' }),
  };
}

describe('a button that chooses files', () => {
  it('opens the file chooser from the button, the only one of the two in the tab order', async () => {
    const user = userEvent.setup();
    const { button, input } = renderButton(() => undefined);
    const opened = vi.fn();
    input.addEventListener('click', opened);
    expect(input).not.toBeVisible();
    expect(input).toHaveAttribute('accept', 'image/png');

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('hands over the files in the order chosen, and lets the same file be chosen again', async () => {
    const user = userEvent.setup();
    const chosen: string[][] = [];
    const { input } = renderButton((files) => chosen.push(files.map((file) => file.name)));

    await user.upload(input, [picture('front.png'), picture('back.png')]);
    expect(input.value).toBe('');
    await user.upload(input, [picture('front.png')]);
    expect(chosen).toEqual([['front.png', 'back.png'], ['front.png']]);
  });
});
