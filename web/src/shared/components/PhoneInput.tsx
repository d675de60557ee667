import { Input, type InputProps } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

/** US numbers have 10 digits; the API takes them as digits only. */
export const PHONE_DIGITS = 10;

/** '1234567890' → '(123) 456-7890', and every shorter prefix as it is typed ('(123) 45'). */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The number as digits only. */
  value: string;
  onValueChange: (digits: string) => void;
}

/** A phone input that shows '(123) 456-7890' while typing and reports digits only (spec section 5). */
export function PhoneInput({ value, onValueChange, ...props }: PhoneInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    let digits = phoneDigits(event.target.value);
    // Deleting a bracket, space or dash removes no digit: take the digit before it instead.
    if (digits === value && event.target.value.length < formatPhone(value).length)
      digits = digits.slice(0, -1);
    onValueChange(digits);
  };
  return (
    <Input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={props.autoComplete ?? 'tel-national'}
      placeholder={props.placeholder ?? '(123) 456-7890'}
      value={formatPhone(value)}
      onChange={change}
    />
  );
}
