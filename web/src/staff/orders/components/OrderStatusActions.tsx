import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import type { UserError } from '../../../shared/forms/userErrors';
import type { OrderStatus } from '../../gql/graphql';
import { ordersMessages } from '../messages';
import { NEXT_STATUSES, type TargetStatus } from '../status';
import { useSetOrderStatusMutation } from '../useSetOrderStatusMutation';
import { ShipOrderDialog } from './ShipOrderDialog';

const messages = ordersMessages.order;

interface OrderStatusActionsProps {
  order: { id: string; orderNumber: string; status: OrderStatus };
  /** The store refused a move: the order changed meanwhile, so the page asks for it again. */
  onRefused: () => void;
}

/**
 * The moves the order's status allows, one button each; cancelling asks first, since its stock goes back at once.
 * A refusal stays above the buttons until the next move.
 */
export function OrderStatusActions({ order, onRefused }: OrderStatusActionsProps) {
  const [setStatus, { loading }] = useSetOrderStatusMutation();
  const [moving, setMoving] = useState<TargetStatus | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [refusals, setRefusals] = useState<readonly UserError[]>([]);
  const moves = NEXT_STATUSES[order.status];

  const move = async (status: TargetStatus) => {
    setMoving(status);
    setRefusals([]);
    const outcome = await setStatus(order, status);
    setMoving(null);
    setConfirmingCancel(false);
    if (!outcome.ok && outcome.userErrors.length > 0) {
      setRefusals(outcome.userErrors);
      onRefused();
    }
  };

  return (
    <Stack as="section" aria-labelledby="status-flow-heading" gap="3">
      <Heading as="h2" size="md" id="status-flow-heading">
        {messages.statusFlow}
      </Heading>
      {refusals.length > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            {refusals.map((refusal) => (
              <Alert.Title key={refusal.message}>{refusal.message}</Alert.Title>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      {moves.length === 0 ? (
        <Text color="fg.muted">
          {order.status === 'CANCELLED' ? messages.finalStatus.CANCELLED : messages.finalStatus.DELIVERED}
        </Text>
      ) : (
        <Flex gap="2" wrap="wrap">
          {moves.map((status) =>
            status === 'SHIPPED' ? (
              <Button key={status} colorPalette="brand" disabled={loading} onClick={() => setShipping(true)}>
                {messages.moveTo.SHIPPED}
              </Button>
            ) : status === 'CANCELLED' ? (
              <Button
                key={status}
                variant="outline"
                colorPalette="red"
                disabled={loading}
                onClick={() => setConfirmingCancel(true)}
              >
                {messages.moveTo.CANCELLED}
              </Button>
            ) : (
              <Button
                key={status}
                colorPalette="brand"
                loading={moving === status}
                disabled={loading}
                onClick={() => void move(status)}
              >
                {messages.moveTo[status]}
              </Button>
            ),
          )}
        </Flex>
      )}
      {shipping && (
        <ShipOrderDialog
          open
          orderNumber={order.orderNumber}
          loading={moving === 'SHIPPED'}
          onClose={() => setShipping(false)}
          onShip={async (shipment) => {
            setMoving('SHIPPED');
            setRefusals([]);
            const outcome = await setStatus(order, 'SHIPPED', shipment);
            setMoving(null);
            if (outcome.ok) {
              setShipping(false);
              return [];
            }
            // A refusal of the move itself (someone moved the order meanwhile) shows above the buttons.
            if (outcome.userErrors.some((error) => error.code === 'INVALID_STATUS_TRANSITION')) {
              setShipping(false);
              setRefusals(outcome.userErrors);
              onRefused();
              return [];
            }
            return outcome.userErrors;
          }}
        />
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={messages.cancelTitle(order.orderNumber)}
        description={messages.cancelDescription}
        confirmLabel={messages.cancelConfirm}
        cancelLabel={messages.cancelKeep}
        loading={moving === 'CANCELLED'}
        onAnswer={(confirmed) => {
          if (!confirmed) {
            // Escape or Keep while the cancel is on its way changes nothing: the answer closes the dialog.
            if (moving === null) setConfirmingCancel(false);
            return;
          }
          if (moving === null) void move('CANCELLED');
        }}
      />
    </Stack>
  );
}
