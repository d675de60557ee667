import { Button, Dialog, Input, Portal } from '@chakra-ui/react';
import { SHOPPING_LISTS } from '@storefront/contract/limits';
import { type FormEvent, useId, useState } from 'react';

import { FormField } from '../../../shared/components/FormField';
import type { MutationOutcome } from '../../../shared/forms/mutationOutcome';
import { placeUserErrors } from '../../../shared/forms/userErrors';
import { shoppingListMessages as messages } from '../../../shared/lists/messages';

/** A name asked for in a dialog (renaming or duplicating a list): checked here, then by the store. */
export function ListNameDialog({
  title,
  initialName,
  loading,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  loading: boolean;
  /** Sends the name; the dialog closes on success and shows a refusal beside the field. */
  onSubmit: (name: string) => Promise<MutationOutcome<unknown>>;
  onClose: () => void;
}) {
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > SHOPPING_LISTS.nameMaxLength) {
      setError(messages.nameRequired);
      return;
    }
    const outcome = await onSubmit(trimmed);
    if (outcome.ok) {
      onClose();
      return;
    }
    const placed = placeUserErrors(outcome.userErrors, () => 'name' as const);
    setError(placed.byField.name ?? (placed.apart.join(' ') || undefined));
  }

  return (
    <Dialog.Root
      open
      placement="center"
      size="sm"
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
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
                <FormField label={messages.name} helperText={messages.nameHelp} error={error} required>
                  <Input
                    value={name}
                    maxLength={SHOPPING_LISTS.nameMaxLength}
                    autoComplete="off"
                    onChange={(event) => setName(event.currentTarget.value)}
                  />
                </FormField>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {messages.cancel}
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" loading={loading}>
                {messages.save}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
