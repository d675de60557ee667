import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { accountPaths } from '../session/accountPaths';
import { useSession } from '../session/useSession';
import { productCardMessages as messages } from './messages';
import { ApplyForAccountLink, VisitorLoginButton } from './VisitorActions';

/**
 * Why a product shows no price. The gateway gives prices to approved customers only (DESIGN.md): a visitor logs
 * in or applies; a customer who is logged in but not approved yet waits for the store, and logging in again or
 * applying again would lead nowhere.
 */
export type NoPriceReason = 'visitor' | 'awaitingApproval';

export function useNoPriceReason(): NoPriceReason {
  return useSession().loggedIn ? 'awaitingApproval' : 'visitor';
}

/** What stands where the price would be. */
export function noPriceHint(reason: NoPriceReason): string {
  return reason === 'visitor' ? messages.priceLoginHint : messages.awaitingApproval;
}

/**
 * What stands where Add to cart would be on the product page: Log in and Apply for a visitor; for a customer
 * awaiting approval, what happens next and the way to their account.
 */
export function NoPriceActions({ reason }: { reason: NoPriceReason }) {
  if (reason === 'visitor') {
    return (
      <>
        <VisitorLoginButton />
        <ApplyForAccountLink variant="button" />
      </>
    );
  }
  return (
    <>
      <Text fontSize="sm" color="fg.muted" flexBasis="full">
        {messages.awaitingApprovalDetail}
      </Text>
      <Button variant="outline" colorPalette="brand" asChild type={undefined}>
        <RouterLink to={accountPaths.dashboard}>{messages.yourAccount}</RouterLink>
      </Button>
    </>
  );
}
