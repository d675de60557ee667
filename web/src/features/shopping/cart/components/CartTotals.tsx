import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';

import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { ButtonLink } from '../../../../shared/components/ButtonLink';
import { formatMoney } from '../../../../shared/lib/money';
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

/**
 * Subtotal, tax and total, and the way to checkout. Whether the order reaches the $200.00 minimum is the store's
 * answer (`meetsMinimum`), so the page and the server never disagree (DESIGN.md).
 */
export function CartTotals(props: { cart: FragmentType<typeof CartTotalsFragment> }) {
  const cart = getFragmentData(CartTotalsFragment, props.cart);

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
          <Alert.Title>{shoppingMessages.minimumOrder}</Alert.Title>
        </Alert.Root>
      )}
      {cart.meetsMinimum ? (
        <ButtonLink to={checkoutPath} colorPalette="brand" size="lg">
          {messages.proceedToCheckout}
        </ButtonLink>
      ) : (
        <Button colorPalette="brand" size="lg" disabled>
          {messages.proceedToCheckout}
        </Button>
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
