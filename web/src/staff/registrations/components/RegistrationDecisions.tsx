import { Button } from '@chakra-ui/react';
import { useState } from 'react';

import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { showUserErrors } from '../../../shared/forms/userErrors';
import { TextDialog } from '../../components/TextDialog';
import { INFORMATION_REQUEST_MAX, REJECT_REASON_MAX, registrationMessages as messages } from '../messages';
import {
  useApproveRegistrationMutation,
  useRejectRegistrationMutation,
  useRequestRegistrationInformationMutation,
} from '../useRegistrationDecisions';

interface RegistrationDecisionsProps {
  registration: { id: string; companyName: string; email: string };
  /** After an approval or a rejection, which take these buttons away: where the keyboard focus goes. */
  onDecided: () => void;
}

type Open = 'approve' | 'reject' | 'request' | null;

/** Approve (after a confirmation), Reject (with a reason) and Request information (with a message). */
export function RegistrationDecisions({ registration, onDecided }: RegistrationDecisionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const [approve, approving] = useApproveRegistrationMutation();
  const [reject, rejecting] = useRejectRegistrationMutation();
  const [request, requesting] = useRequestRegistrationInformationMutation();
  const busy = approving || rejecting || requesting;

  const onApprove = async (confirmed: boolean) => {
    if (!confirmed) {
      if (!approving) setOpen(null);
      return;
    }
    const outcome = await approve(registration);
    setOpen(null);
    if (outcome.ok) onDecided();
    else showUserErrors(outcome.userErrors);
  };

  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen('approve')} disabled={busy}>
        {messages.approve}
      </Button>
      <Button variant="outline" onClick={() => setOpen('request')} disabled={busy}>
        {messages.requestInformation}
      </Button>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen('reject')} disabled={busy}>
        {messages.reject}
      </Button>

      <ConfirmDialog
        open={open === 'approve'}
        title={messages.approveTitle(registration.companyName)}
        description={messages.approveDescription(registration.email)}
        confirmLabel={messages.approveConfirm}
        cancelLabel={messages.cancel}
        loading={approving}
        onAnswer={(confirmed) => void onApprove(confirmed)}
      />
      <TextDialog
        open={open === 'reject'}
        onClose={() => setOpen(null)}
        title={messages.rejectTitle(registration.companyName)}
        description={messages.rejectDescription(registration.email)}
        label={messages.reason}
        argument="reason"
        maxLength={REJECT_REASON_MAX}
        requiredMessage={messages.reasonRequired}
        tooLongMessage={messages.reasonTooLong(REJECT_REASON_MAX)}
        submitLabel={messages.rejectConfirm}
        destructive
        busy={rejecting}
        onSubmit={async (reason) => {
          const outcome = await reject(registration, reason);
          if (outcome.ok) onDecided();
          return outcome;
        }}
      />
      <TextDialog
        open={open === 'request'}
        onClose={() => setOpen(null)}
        title={messages.requestTitle}
        description={messages.requestDescription(registration.email)}
        label={messages.message}
        argument="message"
        maxLength={INFORMATION_REQUEST_MAX}
        requiredMessage={messages.messageRequired}
        tooLongMessage={messages.messageTooLong(INFORMATION_REQUEST_MAX)}
        submitLabel={messages.requestConfirm}
        busy={requesting}
        onSubmit={(message) => request(registration, message)}
      />
    </>
  );
}
