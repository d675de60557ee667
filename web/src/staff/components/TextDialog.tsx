import { Button, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { FormField } from '../../shared/components/FormField';
import type { MutationOutcome } from '../../shared/forms/mutationOutcome';
import { useForm } from '../../shared/forms/useForm';
import { isBlank, type Rule } from '../../shared/lib/validation';

const textDialogMessages = {
  cancel: 'Cancel',
  characters: (count: number, max: number) => `${count} of ${max} characters`,
} as const;

interface TextDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What happens with the text (who reads it, what else the action does). */
  description: ReactNode;
  label: string;
  /** The mutation's argument the text is sent as: a userError whose path ends with it shows at the field. */
  argument: string;
  maxLength: number;
  /** For a text that may not be blank: what to say when it is. Without it the text is optional. */
  requiredMessage?: string;
  tooLongMessage: string;
  submitLabel: string;
  /** A red submit button, for an action that takes something away (reject, suspend). */
  destructive?: boolean;
  /** While the change is on its way: the buttons wait. */
  busy: boolean;
  /** Sends the trimmed text. Done closes the dialog; userErrors show at the field, or as toasts. */
  onSubmit: (text: string) => Promise<MutationOutcome<unknown>>;
}

interface TextValues {
  text: string;
}

/** A staff decision that needs words: a dialog with one text box, its character count and its rules. */
export function TextDialog({ open, onClose, ...form }: TextDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        if (!details.open && !form.busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Mounted afresh on each opening: a cancelled text does not come back. */}
            <TextDialogForm onClose={onClose} {...form} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TextDialogForm({
  onClose,
  title,
  description,
  label,
  argument,
  maxLength,
  requiredMessage,
  tooLongMessage,
  submitLabel,
  destructive = false,
  busy,
  onSubmit,
}: Omit<TextDialogProps, 'open'>) {
  const rules: Rule<TextValues>[] = [
    ...(requiredMessage === undefined
      ? []
      : [
          {
            field: 'text' as const,
            message: requiredMessage,
            fails: ({ text }: TextValues) => isBlank(text),
          },
        ]),
    { field: 'text', message: tooLongMessage, fails: ({ text }) => text.trim().length > maxLength },
  ];
  const form = useForm<TextValues>({ text: '' }, rules);

  const submit = form.onSubmit(async ({ text }, { showUserErrors }) => {
    const outcome = await onSubmit(text.trim());
    if (outcome.ok) onClose();
    else showUserErrors(outcome.userErrors, (path) => (path.at(-1) === argument ? 'text' : undefined));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description asChild>
            <Text as="div">{description}</Text>
          </Dialog.Description>
          <FormField
            label={label}
            required={requiredMessage !== undefined}
            error={form.errors.text}
            helperText={textDialogMessages.characters(form.values.text.length, maxLength)}
          >
            <Textarea {...form.bind('text')} maxLength={maxLength} rows={5} autoresize maxH="50vh" />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {textDialogMessages.cancel}
        </Button>
        <Button type="submit" colorPalette={destructive ? 'red' : 'brand'} loading={busy}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
