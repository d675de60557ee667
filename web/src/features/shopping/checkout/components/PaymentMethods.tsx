import { Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';

import { checkoutMessages as messages } from '../../messages';

const methods = [
  { value: 'BANK_TRANSFER', label: messages.bankTransfer, available: false },
  { value: 'CHECK', label: messages.checkPayments, available: false },
  { value: 'CASH_ON_DELIVERY', label: messages.cashOnDelivery, available: true },
] as const;

/** The payment methods list: only cash on delivery is offered, and it is chosen (spec section 2, Checkout). */
export function PaymentMethods() {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
        {messages.paymentMethods}
      </Fieldset.Legend>
      <RadioGroup.Root colorPalette="brand" name="paymentMethod" value="CASH_ON_DELIVERY">
        <Stack gap="3">
          {methods.map((method) => (
            <RadioGroup.Item key={method.value} value={method.value} disabled={!method.available}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {method.label}
                {!method.available && (
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {` (${messages.unavailable})`}
                  </Text>
                )}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {messages.cashOnDeliveryHint}
      </Text>
    </Fieldset.Root>
  );
}
