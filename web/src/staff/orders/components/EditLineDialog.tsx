import { Button, Dialog, Flex, Input, Portal, Stack } from '@chakra-ui/react';
import { QUANTITY, orderWorkMessages as W } from '@storefront/contract';
import { useState } from 'react';

import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { FormField } from '../../../shared/components/FormField';
import { useForm } from '../../../shared/forms/useForm';
import { ordersMessages } from '../messages';
import { useSetOrderLineQuantityMutation } from '../useSetOrderLineQuantityMutation';

const messages = ordersMessages.editLine;

interface EditLineDialogProps {
  orderId: string;
  line: { id: string; productName: string; quantity: number };
  /** Whether the order has another line: the last one cannot be removed (cancel the order instead). */
  removable: boolean;
  onClose: () => void;
}

const isQuantity = (text: string) =>
  /^\d{1,4}$/.test(text.trim()) && Number(text) >= QUANTITY.min && Number(text) <= QUANTITY.max;

/**
 * Changes a line of an order that has not shipped: a new quantity, or Remove line (asked first). The store takes
 * or puts back the stock, recomputes the totals and e-mails the buyer; a refusal shows beside the quantity.
 */
export function EditLineDialog({ orderId, line, removable, onClose }: EditLineDialogProps) {
  const [setQuantity, { loading }] = useSetOrderLineQuantityMutation();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const form = useForm({ quantity: String(line.quantity) }, [
    { field: 'quantity', message: W.quantityRange, fails: ({ quantity }) => !isQuantity(quantity) },
  ]);

  const save = async (quantity: number, showErrors: (message: string) => void) => {
    const outcome = await setQuantity(orderId, line, quantity);
    if (outcome.ok) onClose();
    else if (outcome.userErrors.length > 0)
      showErrors(outcome.userErrors.map((error) => error.message).join(' '));
  };

  const submit = form.onSubmit(async ({ quantity }) => {
    await save(Number(quantity), (message) => form.setError('quantity', message));
  });

  return (
    <>
      <Dialog.Root
        open={!confirmingRemoval}
        placement="center"
        size="sm"
        onOpenChange={(details) => {
          if (!details.open && !loading) onClose();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form onSubmit={submit} noValidate aria-label={messages.title(line.productName)}>
                <Dialog.Header>
                  <Dialog.Title>{messages.title(line.productName)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <FormField
                      label={messages.quantity}
                      error={form.errors.quantity}
                      helperText={messages.quantityHint}
                      required
                    >
                      <Input inputMode="numeric" autoComplete="off" {...form.bind('quantity')} />
                    </FormField>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Flex gap="2" wrap="wrap" justify="end" w="full">
                    {removable && (
                      <Button
                        variant="outline"
                        colorPalette="red"
                        disabled={loading}
                        onClick={() => setConfirmingRemoval(true)}
                      >
                        {messages.remove}
                      </Button>
                    )}
                    <Button variant="outline" onClick={onClose} disabled={loading}>
                      {messages.cancel}
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={loading}>
                      {messages.save}
                    </Button>
                  </Flex>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmingRemoval}
        title={messages.removeTitle(line.productName)}
        description={messages.removeDescription}
        confirmLabel={messages.removeConfirm}
        cancelLabel={messages.removeKeep}
        loading={loading}
        onAnswer={(confirmed) => {
          if (loading) return;
          if (!confirmed) setConfirmingRemoval(false);
          else
            void save(0, (message) => {
              setConfirmingRemoval(false);
              form.setError('quantity', message);
            });
        }}
      />
    </>
  );
}
