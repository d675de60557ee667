import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SelectProps extends NativeSelect.FieldProps {
  /** The `<option>`s; `placeholder` adds an empty first option. */
  children: ReactNode;
}

/** A native `<select>` styled like the other inputs (inside a FormField, which labels it). */
export function Select({ children, ...props }: SelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
