import { HStack, IconButton, Text } from '@chakra-ui/react';

import { toaster } from '../../../../shared/components/toaster';
import { cartMessages as messages } from '../../messages';

interface QuantityControlProps {
  name: string;
  quantity: number;
  stock: number;
  purchaseLimit: number | null | undefined;
  busy: boolean;
  onChange: (change: 'INCREASE' | 'DECREASE') => void;
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
    onChange('INCREASE');
  };

  return (
    <HStack gap="1" borderWidth="1px" borderRadius="md" w="fit-content">
      <IconButton
        aria-label={messages.decrease(name)}
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => onChange('DECREASE')}
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
