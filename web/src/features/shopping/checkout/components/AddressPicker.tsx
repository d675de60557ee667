import { Button, CloseButton, Dialog, Link, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../../gql';
import { addAddressPath } from '../../../../shared/session/accountPaths';
import { checkoutMessages as messages } from '../../messages';
import type { AddressValues } from '../lib/checkoutForm';

export const AddressPickerFragment = graphql(`
  fragment AddressPicker_address on Address {
    id
    type
    name
    companyName
    address
    city
    postcode
    phone
    state {
      id
      name
    }
  }
`);

type PickerAddress = FragmentType<typeof AddressPickerFragment>;

/** The form's values for a saved address. */
export function addressValues(saved: PickerAddress): AddressValues {
  const address = getFragmentData(AddressPickerFragment, saved);
  return {
    name: address.name ?? '',
    companyName: address.companyName ?? '',
    address: address.address,
    city: address.city,
    stateId: address.state?.id ?? '',
    postcode: address.postcode,
  };
}

interface AddressPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The primary (billing) address, listed first. */
  primary: PickerAddress | null | undefined;
  others: readonly PickerAddress[];
  onPick: (address: AddressValues) => void;
  /** The shipping address the form holds now: the saved address it matches is chosen when the picker opens. */
  inUse: AddressValues;
}

const sameAddress = (a: AddressValues, b: AddressValues) =>
  (Object.keys(a) as (keyof AddressValues)[]).every((key) => a[key].trim() === b[key].trim());

/**
 * Spec section 2, Modal: the customer's saved addresses as radio rows, an 'Add Address ?' link, and Update (use
 * the chosen one) and Close buttons.
 */
export function AddressPicker({ open, onOpenChange, primary, others, onPick, inUse }: AddressPickerProps) {
  const addresses = [...(primary ? [primary] : []), ...others].map((saved) => ({
    saved,
    address: getFragmentData(AddressPickerFragment, saved),
  }));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const inUseId = addresses.find(({ saved }) => sameAddress(addressValues(saved), inUse))?.address.id;
  const selectedId = chosenId ?? inUseId ?? addresses[0]?.address.id ?? null;

  // A choice not confirmed with Update is forgotten: the picker opens again on the address in use.
  const close = () => {
    setChosenId(null);
    onOpenChange(false);
  };

  const update = () => {
    const chosen = addresses.find(({ address }) => address.id === selectedId);
    if (chosen) onPick(addressValues(chosen.saved));
    close();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? onOpenChange(true) : close())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{messages.pickerTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {addresses.length === 0 ? (
                <Text>{messages.noSavedAddress}</Text>
              ) : (
                <RadioGroup.Root
                  colorPalette="brand"
                  value={selectedId}
                  onValueChange={(details) => setChosenId(details.value)}
                  aria-label={messages.pickerList}
                >
                  <Stack gap="3">
                    {addresses.map(({ address }, index) => (
                      <RadioGroup.Item
                        key={address.id}
                        value={address.id}
                        alignItems="flex-start"
                        borderWidth="1px"
                        borderRadius="md"
                        p="3"
                      >
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          {index === 0 && primary ? (
                            <Text as="span" display="block" fontWeight="semibold">
                              {messages.primaryAddress}
                            </Text>
                          ) : null}
                          {[address.name, address.companyName, address.address].filter(Boolean).join(', ')}
                          <Text as="span" display="block" color="fg.muted">
                            {[address.city, address.state?.name, address.postcode].filter(Boolean).join(', ')}
                          </Text>
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              )}
              <Link asChild mt="4" color="brand.700" display="inline-block">
                <RouterLink to={addAddressPath({})}>{messages.addAddress}</RouterLink>
              </Link>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {messages.close}
              </Button>
              <Button colorPalette="brand" onClick={update} disabled={addresses.length === 0}>
                {messages.update}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={messages.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
