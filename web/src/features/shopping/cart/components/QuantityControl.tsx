import { HStack, IconButton, Text } from '@chakra-ui/react';

import { toaster } from '../../../../shared/components/toaster';
import { cartMessages as messages } from '../../messages';

interface QuantityControlProps {
  name: string;
  quantity: number;
  stock: number;
  purchaseLimit: number | null | undefined;
  busy: boolean;
  /** Called with the quantity minus or plus leads to: one less or one more than shown (0 at 1: remove the line). */
  onChange: (quantity: number) => void;
}

/**
 * Minus and plus around a line's quantity. Plus is refused without asking the store when the line already holds
 * all the stock or the purchase limit (spec section 5); minus at 1 removes the line.
 */
export function QuantityControl({
  name,
  quantity,
  stock,
  purchaseLimit,
  busy,
  onChange,
}: QuantityControlProps) {
  const canIncrease = quantity < stock && (purchaseLimit == null || quantity < purchaseLimit);

  const increase = () => {
    if (!canIncrease) {
      toaster.create({ type: 'error', title: messages.outOfStock });
      return;
    }
    onChange(quantity + 1);
  };

  return (
    <HStack gap="1" borderWidth="1px" borderRadius="md" w="fit-content">
      <IconButton
        aria-label={messages.decrease(name)}
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden>−</span>
      </IconButton>
      <Text minW="8" textAlign="center" fontWeight="medium" aria-live="polite">
        {quantity}
      </Text>
      <IconButton
        aria-label={messages.increase(name)}
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={increase}
      >
        <span aria-hidden>+</span>
      </IconButton>
    </HStack>
  );
}
