import { Alert, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { certificateMessages } from '../../../../shared/certificates/messages';
import {
  type CertificateExpiry,
  useCertificateExpiry,
} from '../../../../shared/certificates/useCertificateExpiry';
import { ButtonLink } from '../../../../shared/components/ButtonLink';
import { formatMoney } from '../../../../shared/lib/money';
import { renewCertificatePath } from '../../../../shared/session/accountPaths';
import { useSession } from '../../../../shared/session/useSession';
import { checkoutPath } from '../../lib/shoppingPaths';
import { cartMessages as messages, shoppingMessages } from '../../messages';
import { MinimumOrderMeter } from './MinimumOrderMeter';

export const CartTotalsFragment = graphql(`
  fragment CartTotals_cart on Cart {
    id
    subtotal {
      amount
      currencyCode
    }
    tax {
      amount
      currencyCode
    }
    total {
      amount
      currencyCode
    }
    minimumOrder {
      amount
      currencyCode
    }
    meetsMinimum
  }
`);

interface Blocked {
  reason: string;
  /** The way to lift it, when the buyer has one. */
  renew: boolean;
}

/**
 * Why the buyer cannot check out besides the minimum (which the meter and its own alert explain): an expired
 * tobacco licence (its renewal perhaps under review), or a registration the store does not let order.
 */
function accountBlock(expiry: CertificateExpiry | null, canOrder: boolean): Blocked | null {
  const { checkoutBlocked } = certificateMessages;
  if (expiry?.licenceExpired) {
    return expiry.tobacco.renewalPending
      ? { reason: checkoutBlocked.renewalUnderReview, renew: false }
      : { reason: checkoutBlocked.licenceExpired, renew: true };
  }
  if (!canOrder) return { reason: checkoutBlocked.notApproved, renew: false };
  return null;
}

/**
 * Subtotal, tax and total, and the way to checkout. Whether the order reaches the $200.00 minimum is the store's
 * answer (`meetsMinimum`), so the page and the server never disagree (DESIGN.md). When the buyer cannot check out,
 * "Proceed to checkout" is disabled and described by the reason shown above it.
 */
export function CartTotals(props: { cart: FragmentType<typeof CartTotalsFragment> }) {
  const cart = getFragmentData(CartTotalsFragment, props.cart);
  const { viewer } = useSession();
  const blocked = accountBlock(useCertificateExpiry(), viewer?.canOrder ?? true);
  const blockedId = useId();
  const minimumId = useId();
  const reasons = [blocked && blockedId, !cart.meetsMinimum && minimumId].filter(Boolean);
  const describedBy = reasons.length > 0 ? reasons.join(' ') : undefined;

  return (
    <Stack as="section" aria-labelledby="cart-totals" gap="3" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" id="cart-totals" size="lg">
        {messages.totalsTitle}
      </Heading>
      <dl>
        <TotalRow label={messages.subtotal} value={formatMoney(cart.subtotal)} />
        <TotalRow label={messages.tax} value={formatMoney(cart.tax)} />
        <TotalRow label={messages.total} value={formatMoney(cart.total)} strong />
      </dl>
      <MinimumOrderMeter
        total={cart.total}
        minimumOrder={cart.minimumOrder}
        meetsMinimum={cart.meetsMinimum}
      />
      {!cart.meetsMinimum && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Title id={minimumId}>{shoppingMessages.minimumOrder}</Alert.Title>
        </Alert.Root>
      )}
      {blocked && (
        <Alert.Root status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title id={blockedId}>{blocked.reason}</Alert.Title>
            {blocked.renew && (
              <Alert.Description>
                <Link asChild color="inherit" textDecoration="underline" fontWeight="semibold">
                  <RouterLink to={renewCertificatePath}>{certificateMessages.renew}</RouterLink>
                </Link>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      {describedBy ? (
        <Button colorPalette="brand" size="lg" disabled aria-describedby={describedBy}>
          {messages.proceedToCheckout}
        </Button>
      ) : (
        <ButtonLink to={checkoutPath} colorPalette="brand" size="lg">
          {messages.proceedToCheckout}
        </ButtonLink>
      )}
    </Stack>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack
      justify="space-between"
      py="1"
      // The total's rule is a border: a definition list may only hold dt/dd groups, not a separator element.
      borderTopWidth={strong ? '1px' : undefined}
      mt={strong ? '2' : undefined}
      pt={strong ? '3' : undefined}
      fontWeight={strong ? 'bold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
    >
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </HStack>
  );
}
