import { Link, type LinkProps } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

import { accountPaths, type ReturnState } from './accountPaths';

interface LoginLinkProps extends Omit<LinkProps, 'asChild' | 'children' | 'onClick'> {
  children: ReactNode;
  /**
   * Where to come back to, read at the click: a listing whose filters were written to the address an instant
   * before is not on screen yet (the router renders in a transition). The rendered address otherwise.
   */
  returnTo?: () => NonNullable<ReturnState['from']>;
}

/**
 * A visitor's way to what only a customer sees: log in, and come back here. One `a` element, and its markup is the
 * same for every visitor (the way back travels in the router's state, not the address), so a page rendered on the
 * server stays shareable between visitors.
 */
export function LoginLink({ children, returnTo, ...linkProps }: LoginLinkProps) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const state: ReturnState = { from: { pathname, search, hash } };
  const onClick = returnTo
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        const from: ReturnState['from'] = { ...returnTo(), hash };
        void navigate(accountPaths.login, { state: { from } satisfies ReturnState });
      }
    : undefined;
  return (
    // At least 24 px tall: a touch target (WCAG 2.2 target-size) even where it is one short line of text.
    <Link asChild color="brand.700" minH="6" {...linkProps}>
      <RouterLink to={accountPaths.login} state={state} onClick={onClick}>
        {children}
      </RouterLink>
    </Link>
  );
}
