import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { showUserErrors } from '../../../shared/forms/userErrors';
import { TextDialog } from '../../components/TextDialog';
import { SUSPEND_REASON_MAX, customerMessages as messages } from '../messages';
import { useReactivateCustomerMutation, useSuspendCustomerMutation } from '../useCustomerSuspension';

interface SuspensionControlsProps {
  customer: { id: string; companyName: string; suspended: boolean };
}

/** Suspend (with an optional reason, after saying what it does) or, while suspended, Reactivate. */
export function SuspensionControls({ customer }: SuspensionControlsProps) {
  const [open, setOpen] = useState<'suspend' | 'reactivate' | null>(null);
  const [suspend, suspending] = useSuspendCustomerMutation();
  const [reactivate, reactivating] = useReactivateCustomerMutation();

  const onReactivate = async (confirmed: boolean) => {
    if (!confirmed) {
      if (!reactivating) setOpen(null);
      return;
    }
    const outcome = await reactivate(customer.id);
    setOpen(null);
    if (!outcome.ok) showUserErrors(outcome.userErrors);
  };

  return (
    <>
      {customer.suspended ? (
        <Button colorPalette="brand" onClick={() => setOpen('reactivate')} disabled={reactivating}>
          {messages.reactivate}
        </Button>
      ) : (
        <Button variant="outline" colorPalette="red" onClick={() => setOpen('suspend')} disabled={suspending}>
          {messages.suspend}
        </Button>
      )}
      <TextDialog
        open={open === 'suspend'}
        onClose={() => setOpen(null)}
        title={messages.suspendTitle(customer.companyName)}
        description={
          <Stack gap="2">
            <Text>{messages.suspendDescription}</Text>
            <Text color="fg.muted">{messages.reasonHelp}</Text>
          </Stack>
        }
        label={messages.reason}
        argument="reason"
        maxLength={SUSPEND_REASON_MAX}
        tooLongMessage={messages.reasonTooLong(SUSPEND_REASON_MAX)}
        submitLabel={messages.suspendConfirm}
        destructive
        busy={suspending}
        onSubmit={(reason) => suspend(customer.id, reason)}
      />
      <ConfirmDialog
        open={open === 'reactivate'}
        title={messages.reactivateTitle(customer.companyName)}
        description={messages.reactivateDescription}
        confirmLabel={messages.reactivateConfirm}
        cancelLabel={messages.cancel}
        loading={reactivating}
        onAnswer={(confirmed) => void onReactivate(confirmed)}
      />
    </>
  );
}
