import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SelectProps extends NativeSelect.FieldProps {
  /** The `<option>`s; `placeholder` adds an empty first option. */
  children: ReactNode;
  disabled?: boolean;
}

/** A native `<select>` styled like the other inputs (inside a FormField, which labels it). */
export function Select({ children, disabled, ...props }: SelectProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field {...props}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
