import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const confirmDialogMessages = {
  yes: 'Yes',
  no: 'No',
} as const;

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you Sure ?'. */
  title: ReactNode;
  description?: ReactNode;
  /** Called with the answer; the dialog closes on either (spec section 2, Modal). Escape answers no. */
  onAnswer: (confirmed: boolean) => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the confirm button as busy while the confirmed action runs. */
  loading?: boolean;
}

/** A yes/no question in a modal dialog. */
export function ConfirmDialog({
  open,
  title,
  description,
  onAnswer,
  confirmLabel = confirmDialogMessages.yes,
  cancelLabel = confirmDialogMessages.no,
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size="sm"
      onOpenChange={(details) => {
        if (!details.open) onAnswer(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description !== undefined && (
              <Dialog.Body>
                <Dialog.Description>{description}</Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={() => onAnswer(false)}>
                {cancelLabel}
              </Button>
              <Button colorPalette="brand" loading={loading} onClick={() => onAnswer(true)}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
