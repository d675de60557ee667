import { Button, type ButtonProps, Dialog, IconButton, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { SHOPPING_LISTS } from '@storefront/contract/limits';
import { type FormEvent, useId, useState } from 'react';

import { FormField } from '../components/FormField';
import { Select } from '../components/Select';
import { toaster } from '../components/toaster';
import { placeUserErrors } from '../forms/userErrors';
import {
  type ListLine,
  useAddToShoppingListMutation,
  useCreateShoppingListMutation,
  useShoppingLists,
  useShoppingListsOffered,
} from './api';
import { shoppingListMessages as messages } from './messages';

const NEW_LIST = 'new';

interface SaveToListButtonProps {
  /** The products and quantities to save; nothing is offered while there are none. */
  lines: readonly ListLine[];
  /** The button's words ('Save to list', 'Save cart as a list'). */
  label?: string;
  /** A bookmark icon alone (a product card, where room is short), labelled for assistive technology. */
  iconOnly?: boolean;
  size?: ButtonProps['size'];
}

/**
 * "Save to list": a dialog that puts these products, with their quantities, on one of the buyer's lists or on a new
 * one. Rendered only where the store offers shopping lists, to a logged-in buyer.
 */
export function SaveToListButton({
  lines,
  label = messages.saveToList,
  iconOnly,
  size,
}: SaveToListButtonProps) {
  const offered = useShoppingListsOffered();
  const [open, setOpen] = useState(false);
  if (!offered || lines.length === 0) return null;
  return (
    <>
      {iconOnly ? (
        <IconButton size={size} variant="outline" aria-label={label} onClick={() => setOpen(true)}>
          <BookmarkIcon />
        </IconButton>
      ) : (
        <Button size={size} variant="outline" colorPalette="brand" onClick={() => setOpen(true)}>
          <BookmarkIcon />
          {label}
        </Button>
      )}
      {open && <SaveToListDialog lines={lines} onClose={() => setOpen(false)} />}
    </>
  );
}

function BookmarkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden focusable="false">
      <path
        d="M6 3h12v18l-6-4-6 4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SaveToListDialog({ lines, onClose }: { lines: readonly ListLine[]; onClose: () => void }) {
  const formId = useId();
  const { data, loading: listsLoading } = useShoppingLists();
  const lists = data?.shoppingLists ?? [];
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const target = choice ?? lists[0]?.id ?? NEW_LIST;
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string; apart?: string }>({});
  const [create, { loading: creating }] = useCreateShoppingListMutation();
  const [add, { loading: adding }] = useAddToShoppingListMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (target === NEW_LIST && (trimmed.length < 1 || trimmed.length > SHOPPING_LISTS.nameMaxLength)) {
      setErrors({ name: messages.nameRequired });
      return;
    }
    const outcome = target === NEW_LIST ? await create(trimmed, lines) : await add(target, lines);
    if (outcome.ok) {
      const saved = outcome.payload.shoppingList;
      toaster.create({ type: 'success', title: messages.savedTo(saved?.name ?? trimmed) });
      onClose();
      return;
    }
    const placed = placeUserErrors(outcome.userErrors, (path) => (path[0] === 'name' ? 'name' : undefined));
    setErrors({ name: placed.byField.name, apart: placed.apart.join(' ') || undefined });
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
              <Dialog.Title>{messages.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
                <Stack gap="4">
                  <Dialog.Description>{messages.dialogDescription(lines.length)}</Dialog.Description>
                  {listsLoading && !data ? (
                    <Text color="fg.muted">{messages.loadingLists}</Text>
                  ) : (
                    <FormField label={messages.target}>
                      <Select value={target} onChange={(event) => setChoice(event.currentTarget.value)}>
                        {lists.map((list) => (
                          <option key={list.id} value={list.id}>
                            {list.name}
                          </option>
                        ))}
                        <option value={NEW_LIST}>{messages.newList}</option>
                      </Select>
                    </FormField>
                  )}
                  {target === NEW_LIST && (
                    <FormField
                      label={messages.name}
                      helperText={messages.nameHelp}
                      error={errors.name}
                      required
                    >
                      <Input
                        value={name}
                        maxLength={SHOPPING_LISTS.nameMaxLength}
                        autoComplete="off"
                        onChange={(event) => setName(event.currentTarget.value)}
                      />
                    </FormField>
                  )}
                  {errors.apart && (
                    <Text role="alert" color="fg.error">
                      {errors.apart}
                    </Text>
                  )}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {messages.cancel}
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" loading={creating || adding}>
                {messages.save}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
