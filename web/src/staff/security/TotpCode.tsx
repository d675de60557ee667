import { Input, type InputProps } from '@chakra-ui/react';
import { messages as M } from '@storefront/contract/messages';
import type { Ref } from 'react';

import type { Rule } from '../../shared/lib/validation';

export const totpCodeMessages = {
  label: 'Code from your authenticator app',
  // The store's own words when a code is missing (TOTP_REQUIRED).
  required: M.totpRequired,
  format: 'The code is 6 digits.',
} as const;

/** A code as the store takes it: the digits typed, without the spaces an app shows in the middle (`123 456`). */
export function totpCode(text: string): string {
  return text.replace(/\s/g, '');
}

/** The checks of a code field: given, then 6 digits (spaces aside). */
export function totpCodeRules<V extends Record<K, string>, K extends keyof V & string>(field: K): Rule<V>[] {
  return [
    { field, message: totpCodeMessages.required, fails: (values) => totpCode(values[field]) === '' },
    {
      field,
      message: totpCodeMessages.format,
      fails: (values) => totpCode(values[field]) !== '' && !/^\d{6}$/.test(totpCode(values[field])),
    },
  ];
}

/**
 * The input of an authenticator app's code: the phone's number pad, and the browser (or the phone's keyboard)
 * may fill in a code it received (`one-time-code`).
 */
export function TotpCodeInput(props: Omit<InputProps, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={12}
      maxW="12rem"
      fontFamily="mono"
      letterSpacing="widest"
      {...props}
    />
  );
}
