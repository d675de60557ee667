import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

const formDialogMessages = {
  cancel: 'Cancel',
  close: 'Close',
} as const;

interface FormDialogProps {
  open: boolean;
  /** Called when the dialog closes without saving: Cancel, the close button, Escape, a click outside. */
  onClose: () => void;
  title: string;
  /** The form's onSubmit (useForm's), which checks the fields and sends. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** A change on its way: the submit button is busy and Cancel waits for it. */
  loading: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A form in a modal dialog: its fields, Cancel and the submit button; the close button at the corner. */
export function FormDialog({
  open,
  onClose,
  title,
  onSubmit,
  submitLabel,
  loading,
  children,
}: FormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={loading}>
                  {formDialogMessages.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={loading}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={formDialogMessages.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
