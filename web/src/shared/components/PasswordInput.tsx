import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';

import { EyeIcon, EyeOffIcon } from './icons';

export const passwordInputMessages = {
  show: 'Show password',
} as const;

/** A password input with a button that shows what was typed (pressed) or hides it again. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={passwordInputMessages.show}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
