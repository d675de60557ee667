import { Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { SHIPMENT, latestExpectedDelivery, orderWorkMessages as W, storeToday } from '@storefront/contract';

import { FormField } from '../../../shared/components/FormField';
import type { UserError } from '../../../shared/forms/userErrors';
import { useForm } from '../../../shared/forms/useForm';
import type { Rule } from '../../../shared/lib/validation';
import type { ShipmentInput } from '../../gql/graphql';
import { ordersMessages } from '../messages';

const messages = ordersMessages.ship;

interface ShipmentValues {
  carrier: string;
  trackingNumber: string;
  expectedDeliveryOn: string;
}

/** The store's rules (store-api checks the same), in the order of the fields. */
function shipmentRules(today: string): readonly Rule<ShipmentValues>[] {
  return [
    { field: 'carrier', message: W.carrierRequired, fails: ({ carrier }) => carrier.trim() === '' },
    { field: 'trackingNumber', message: W.trackingRequired, fails: (v) => v.trackingNumber.trim() === '' },
    {
      field: 'trackingNumber',
      message: W.trackingCharacters,
      fails: ({ trackingNumber }) =>
        trackingNumber.trim() !== '' && !SHIPMENT.trackingPattern.test(trackingNumber.trim()),
    },
    {
      field: 'expectedDeliveryOn',
      message: W.expectedPast,
      fails: ({ expectedDeliveryOn }) => expectedDeliveryOn !== '' && expectedDeliveryOn < today,
    },
    {
      field: 'expectedDeliveryOn',
      message: W.expectedTooFar,
      fails: ({ expectedDeliveryOn }) =>
        expectedDeliveryOn !== '' && expectedDeliveryOn > latestExpectedDelivery(today),
    },
  ];
}

interface ShipOrderDialogProps {
  open: boolean;
  orderNumber: string;
  loading: boolean;
  onClose: () => void;
  /** Ships the order; resolves to the store's refusals (empty once shipped) for the form to place. */
  onShip: (shipment: ShipmentInput) => Promise<readonly UserError[]>;
}

/**
 * "Mark shipped" asks first, and takes the carrier, the tracking number and (optionally) the expected delivery
 * day, which the buyer sees in the order and the shipped e-mail.
 */
export function ShipOrderDialog({ open, orderNumber, loading, onClose, onShip }: ShipOrderDialogProps) {
  const today = storeToday();
  const form = useForm<ShipmentValues>(
    { carrier: '', trackingNumber: '', expectedDeliveryOn: '' },
    shipmentRules(today),
  );
  const submit = form.onSubmit(async (values, actions) => {
    const refusals = await onShip({
      carrier: values.carrier.trim(),
      trackingNumber: values.trackingNumber.trim(),
      expectedDeliveryOn: values.expectedDeliveryOn || null,
    });
    if (refusals.length > 0) actions.showUserErrors(refusals);
  });
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size="md"
      onOpenChange={(details) => {
        if (!details.open && !loading) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate aria-label={messages.title(orderNumber)}>
              <Dialog.Header>
                <Dialog.Title>{messages.title(orderNumber)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{messages.description}</Dialog.Description>
                  <FormField label={messages.carrier} error={form.errors.carrier} required>
                    <Input
                      maxLength={SHIPMENT.carrierMaxLength}
                      autoComplete="off"
                      {...form.bind('carrier')}
                    />
                  </FormField>
                  <FormField label={messages.trackingNumber} error={form.errors.trackingNumber} required>
                    <Input
                      maxLength={SHIPMENT.trackingMaxLength}
                      autoComplete="off"
                      {...form.bind('trackingNumber')}
                    />
                  </FormField>
                  <FormField
                    label={messages.expectedDeliveryOn}
                    error={form.errors.expectedDeliveryOn}
                    helperText={messages.expectedHint}
                  >
                    <Input
                      type="date"
                      min={today}
                      max={latestExpectedDelivery(today)}
                      {...form.bind('expectedDeliveryOn')}
                    />
                  </FormField>
                  <Text fontSize="sm" color="fg.muted">
                    {messages.mailNote}
                  </Text>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={loading}>
                  {messages.keep}
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading}>
                  {messages.confirm}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
