import { HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

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
 * Minus and plus around a line's quantity; minus at 1 removes the line. At the product's purchase limit plus is
 * disabled and the limit is said under it; at the stock plus is refused without asking the store, with the spec's
 * out-of-stock message (spec section 5).
 */
export function QuantityControl({
  name,
  quantity,
  stock,
  purchaseLimit,
  busy,
  onChange,
}: QuantityControlProps) {
  const limitId = useId();
  // The limit counts only when it comes before the stock runs out.
  const atLimit = purchaseLimit != null && purchaseLimit <= stock && quantity >= purchaseLimit;

  const increase = () => {
    if (quantity >= stock) {
      toaster.create({ type: 'error', title: messages.outOfStock });
      return;
    }
    onChange(quantity + 1);
  };

  const control = (
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
        disabled={busy || atLimit}
        aria-describedby={atLimit ? limitId : undefined}
        onClick={increase}
      >
        <span aria-hidden>+</span>
      </IconButton>
    </HStack>
  );
  if (!atLimit) return control;
  return (
    <Stack gap="1">
      {control}
      <Text id={limitId} fontSize="xs" color="fg.muted">
        {messages.purchaseLimit(purchaseLimit)}
      </Text>
    </Stack>
  );
}
