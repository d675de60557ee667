import { Box, Progress, Text } from '@chakra-ui/react';
import { formatCents, parseCents, shortDollars } from '@storefront/contract/money';

import { formatMoney } from '../../../../shared/lib/money';
import { cartMessages as messages } from '../../messages';

interface MinimumOrderMeterProps {
  total: { amount: string };
  minimumOrder: { amount: string };
  /** The store's answer: the meter only shows how far there is to go, the store decides whether it is reached. */
  meetsMinimum: boolean;
}

/**
 * How far the cart is from the minimum order: "Add $X more to reach the $200 minimum" over a bar that fills up.
 * The sentence is a polite live region, so a screen reader hears the new amount after each change of quantity.
 */
export function MinimumOrderMeter({ total, minimumOrder, meetsMinimum }: MinimumOrderMeterProps) {
  const minimumCents = parseCents(minimumOrder.amount) ?? 0;
  const totalCents = parseCents(total.amount) ?? 0;
  const missingCents = meetsMinimum ? 0 : Math.max(0, minimumCents - totalCents);
  const percent = minimumCents > 0 ? Math.min(100, Math.floor((totalCents / minimumCents) * 100)) : 100;
  const minimum = shortDollars(minimumCents);
  return (
    <Box>
      <Text aria-live="polite" fontSize="sm" mb="2" fontWeight={meetsMinimum ? 'normal' : 'medium'}>
        {meetsMinimum
          ? messages.minimumReached(minimum)
          : messages.minimumMissing(formatMoney(formatCents(missingCents)), minimum)}
      </Text>
      <Progress.Root
        value={meetsMinimum ? 100 : percent}
        size="sm"
        colorPalette={meetsMinimum ? 'green' : 'brand'}
      >
        {/* The track is the element with the progressbar role. */}
        <Progress.Track aria-label={messages.minimumProgress(minimum)}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}
