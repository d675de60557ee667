import { Field, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps extends Omit<FieldRootProps, 'invalid' | 'children' | 'label'> {
  label: ReactNode;
  /** The validation message to show under the control; the control is marked invalid while there is one. */
  error?: string | undefined;
  helperText?: ReactNode;
  /** One control (Input, NativeSelect, PasswordInput...); the field gives it its id, label and descriptions. */
  children: ReactNode;
}

/** A labelled form control with its help and error text, wired for assistive technology. */
export function FormField({ label, error, helperText, required, children, ...props }: FormFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} {...props}>
      {/* The asterisk is drawn by CSS: the input itself tells assistive technology that it is required. */}
      <Field.Label _after={required ? { content: '" *"', color: 'fg.error' } : undefined}>
        {label}
      </Field.Label>
      {children}
      {helperText !== undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
