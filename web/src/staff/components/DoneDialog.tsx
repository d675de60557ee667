import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DoneDialogProps {
  open: boolean;
  /** Called on Done, the close button, Escape or a click outside. */
  onClose: () => void;
  title: string;
  /** The label of Done and of the close button at the corner. */
  doneLabel: string;
  /** Its width from a tablet up; full screen on a phone. */
  size: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A modal dialog whose changes are saved as they are made (pictures uploaded, reordered, removed), so it has no
 * Cancel: its content, Done, and the close button at the corner.
 */
export function DoneDialog({ open, onClose, title, doneLabel, size, children }: DoneDialogProps) {
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size={{ base: 'full', md: size }}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {doneLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={doneLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
