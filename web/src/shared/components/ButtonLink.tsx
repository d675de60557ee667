import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

interface ButtonLinkProps extends Omit<ButtonProps, 'asChild' | 'type'> {
  to: string;
}

/** A client-side link that looks like a button. */
export function ButtonLink({ to, children, ...props }: ButtonLinkProps) {
  return (
    // Button gives its element type="button", which on a link is an invalid MIME type hint: drop it.
    <Button {...props} asChild type={undefined}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
