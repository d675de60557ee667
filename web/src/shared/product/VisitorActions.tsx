import { Button, type ButtonProps, Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';

import { accountPaths, type ReturnState } from '../session/accountPaths';
import { productCardMessages as messages } from './messages';

// What a visitor can do where a customer adds to the cart (issue 33 item 3): log in and come back to this page, or
// apply for a wholesale account. Links, each a tab stop with the theme's focus ring.

type LinkButtonProps = Omit<ButtonProps, 'asChild' | 'type' | 'children'>;

/** "Log in", looking like the Add to cart it replaces; the login screen brings the visitor back here. */
export function VisitorLoginButton(props: LinkButtonProps) {
  const { pathname, search, hash } = useLocation();
  const state: ReturnState = { from: { pathname, search, hash } };
  return (
    // Button gives its element type="button", which on a link is an invalid MIME type hint: drop it.
    <Button colorPalette="brand" {...props} asChild type={undefined}>
      <RouterLink to={accountPaths.login} state={state}>
        {messages.login}
      </RouterLink>
    </Button>
  );
}

/** "Apply for a wholesale account": a button on the product page, a text link on a card (too narrow for two). */
export function ApplyForAccountLink({ variant }: { variant: 'button' | 'link' }) {
  const link = <RouterLink to={accountPaths.register}>{messages.apply}</RouterLink>;
  if (variant === 'button') {
    return (
      <Button variant="outline" colorPalette="brand" asChild type={undefined}>
        {link}
      </Button>
    );
  }
  return (
    // At least 24 px tall: a touch target (WCAG 2.2 target-size) even as one short line of text.
    <Link asChild color="brand.700" fontSize="sm" minH="6" textDecoration="underline" alignSelf="start">
      {link}
    </Link>
  );
}
