import { Group, IconButton } from '@chakra-ui/react';
import { useState } from 'react';

import { productMessages as messages } from './messages';
import { MinusIcon, PlusIcon } from '../components/icons';
import { PlainInput } from '../components/PlainInput';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** At least 1. */
  max: number;
  disabled?: boolean;
  /** `sm` fits a product card; its buttons are still 36 px square. */
  size?: 'sm' | 'md';
}

/**
 * Spec section 5: a quantity from 1 to `max` (the detail page's stepper and some cards' quantity boxes). The
 * buttons do nothing beyond those bounds (they are disabled there); the arrow keys step too, and a typed number
 * is kept within them when the field is left or Enter is pressed.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const upper = Math.max(1, max);
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (next: number) => Math.min(Math.max(next, 1), upper);

  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    onChange(Number.isNaN(typed) ? value : clamp(typed));
    setDraft(null);
  };

  return (
    <Group attached>
      <IconButton
        variant="outline"
        size={size}
        aria-label={messages.decreaseQuantity}
        disabled={disabled || value <= 1}
        onClick={() => value > 1 && onChange(value - 1)}
      >
        <MinusIcon />
      </IconButton>
      <PlainInput
        role="spinbutton"
        aria-label={messages.quantity}
        aria-valuenow={value}
        aria-valuemin={1}
        aria-valuemax={upper}
        inputMode="numeric"
        pattern="[0-9]*"
        size={size}
        w={size === 'sm' ? '12' : '16'}
        textAlign="center"
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'ArrowUp' && value < upper) {
            event.preventDefault();
            onChange(value + 1);
          }
          if (event.key === 'ArrowDown' && value > 1) {
            event.preventDefault();
            onChange(value - 1);
          }
        }}
      />
      <IconButton
        variant="outline"
        size={size}
        aria-label={messages.increaseQuantity}
        disabled={disabled || value >= upper}
        onClick={() => value < upper && onChange(value + 1)}
      >
        <PlusIcon />
      </IconButton>
    </Group>
  );
}
