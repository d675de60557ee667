import { Button, chakra, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';

import { parseCents } from '@storefront/contract/money';
import { PRICE_MAX_LENGTH } from '../lib/listing-params';
import { shopMessages as messages } from '../messages';

interface PriceFilterProps {
  minPrice: string;
  maxPrice: string;
  onApply: (range: { minPrice: string; maxPrice: string }) => void;
}

/** Keeps what a price may hold: digits and one decimal point, at most five characters (spec section 5). */
function sanitizePrice(value: string): string {
  const digitsAndPoint = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = digitsAndPoint.split('.');
  const price = rest.length > 0 ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
  return price.slice(0, PRICE_MAX_LENGTH);
}

/** "Price" in the shop sidebar: a min and a max in dollars, applied together with the Apply button. */
export function PriceFilter({ minPrice, maxPrice, onApply }: PriceFilterProps) {
  const [min, setMin] = useState(minPrice);
  const [max, setMax] = useState(maxPrice);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range = { minPrice: min.replace(/\.$/, ''), maxPrice: max.replace(/\.$/, '') };
    const low = range.minPrice ? parseCents(range.minPrice) : null;
    const high = range.maxPrice ? parseCents(range.maxPrice) : null;
    if (low !== null && high !== null && low > high) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onApply(range);
  };

  const priceInput = (label: string, value: string, setValue: (value: string) => void) => (
    <Field.Root invalid={invalid} flex="1">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        maxLength={PRICE_MAX_LENGTH}
        placeholder="$"
        value={value}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setValue(sanitizePrice(event.target.value))}
      />
    </Field.Root>
  );

  return (
    <chakra.form onSubmit={apply} noValidate>
      <Stack gap="3">
        <HStack gap="2" align="end">
          {priceInput(messages.minPrice, min, setMin)}
          <Text pb="2" aria-hidden>
            –
          </Text>
          {priceInput(messages.maxPrice, max, setMax)}
        </HStack>
        {invalid && (
          <Text id={errorId} color="fg.error" fontSize="sm" role="alert">
            {messages.priceRangeInvalid}
          </Text>
        )}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand">
            {messages.applyPrice}
          </Button>
          {(minPrice || maxPrice) && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setMin('');
                setMax('');
                setInvalid(false);
                onApply({ minPrice: '', maxPrice: '' });
              }}
            >
              {messages.clearPrice}
            </Button>
          )}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
