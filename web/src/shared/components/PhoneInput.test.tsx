import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { formatPhone, phoneDigits, PhoneInput } from './PhoneInput';

describe('phone numbers', () => {
  it('are shown as (123) 456-7890, and as much of it as has been typed', () => {
    expect(['', '2', '201', '2015', '201555', '2015550', '2015550142'].map(formatPhone)).toEqual([
      '',
      '(2',
      '(201',
      '(201) 5',
      '(201) 555',
      '(201) 555-0',
      '(201) 555-0142',
    ]);
  });

  it('are sent as their 10 digits only', () => {
    expect(phoneDigits('(201) 555-0142')).toBe('2015550142');
    expect(phoneDigits('+1 (201) 555-0142 ext')).toBe('1201555014');
  });

  it('format while typing, ignore letters and stop at 10 digits; deleting a bracket deletes a digit', async () => {
    const digits: string[] = [];
    function Phone() {
      const [value, setValue] = useState('');
      return (
        <PhoneInput
          aria-label="Phone"
          value={value}
          onValueChange={(next) => {
            digits.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(
      <ChakraProvider value={defaultSystem}>
        <Phone />
      </ChakraProvider>,
    );
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Phone' });

    await user.type(input, '20a1555014299');
    expect(input).toHaveValue('(201) 555-0142');
    expect(digits.at(-1)).toBe('2015550142');

    await user.clear(input);
    await user.type(input, '201555');
    expect(input).toHaveValue('(201) 555');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('(201) 55');
    // Deleting only the bracket would change nothing and leave the buyer stuck: a digit goes with it.
    await user.type(input, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('(201) 5');
  });
});
