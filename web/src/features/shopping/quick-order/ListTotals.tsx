import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { MINIMUM_ORDER_CENTS } from '@storefront/contract/limits';
import { formatCents, parseCents } from '@storefront/contract/money';

import { graphql } from '../../../gql';
import type { QuickOrderRouteQueryQuery } from '../../../gql/graphql';
import { OrderTotalsList } from '../../../shared/commerce/OrderTotalsList';
import { formatMoney } from '../../../shared/lib/money';
import { MinimumOrderMeter } from '../cart/components/MinimumOrderMeter';
import { quickOrderMessages as messages } from './messages';

export const QuickOrderRouteQuery = graphql(`
  query QuickOrderRouteQuery {
    cart {
      id
      total {
        amount
        currencyCode
      }
      minimumOrder {
        amount
        currencyCode
      }
      lines {
        id
        quantity
        product {
          id
        }
      }
    }
  }
`);

export type QuickOrderCart = NonNullable<QuickOrderRouteQueryQuery['cart']>;

/** How many of each product the cart holds, by product id. */
export function heldInCart(cart: QuickOrderCart | null | undefined): Map<string, number> {
  const held = new Map<string, number>();
  for (const line of cart?.lines ?? [])
    held.set(line.product.id, (held.get(line.product.id) ?? 0) + line.quantity);
  return held;
}

const money = (cents: number) => ({ amount: formatCents(cents) });

interface ListTotalsProps {
  totals: { subtotal: number; tax: number; total: number };
  cart: QuickOrderCart | null | undefined;
}

/**
 * Under the rows: what they come to, and the cart's minimum-order meter for the cart as it will be once they are
 * added (the store still checks the minimum at checkout).
 */
export function ListTotals({ totals, cart }: ListTotalsProps) {
  const inCart = cart ? (parseCents(cart.total.amount) ?? 0) : 0;
  const minimum = cart ? (parseCents(cart.minimumOrder.amount) ?? MINIMUM_ORDER_CENTS) : MINIMUM_ORDER_CENTS;
  const projected = inCart + totals.total;
  return (
    <Box
      as="section"
      aria-labelledby="quick-order-totals"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      maxW={{ md: 'md' }}
      ms={{ md: 'auto' }}
    >
      <Heading as="h3" id="quick-order-totals" size="md" mb="2">
        {messages.totalsHeading}
      </Heading>
      <Stack gap="3">
        <OrderTotalsList
          subtotal={money(totals.subtotal)}
          tax={money(totals.tax)}
          total={money(totals.total)}
          labels={{ subtotal: messages.subtotal, tax: messages.tax, total: messages.total }}
          minW="full"
        />
        <Text fontSize="sm" color="fg.muted">
          {messages.totalsNote}
        </Text>
        <MinimumOrderMeter
          total={money(projected)}
          minimumOrder={money(minimum)}
          meetsMinimum={projected >= minimum}
        />
        {inCart > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {messages.withCart(formatMoney(formatCents(inCart)))}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
