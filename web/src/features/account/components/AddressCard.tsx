import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { formatPhone } from '../../../shared/components/PhoneInput';
import { type AddressParam, editAddressPath } from '../../../shared/session/accountPaths';
import { addressesMessages as messages } from '../messages';

export const AddressCardFragment = graphql(`
  fragment AddressCard_address on Address {
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

interface AddressCardProps {
  title: string;
  address: FragmentType<typeof AddressCardFragment> | null | undefined;
  type: 'billing' | 'shipping';
}

/** One saved address with its Edit link, which carries the address to the edit form (spec section 2). */
export function AddressCard({ title, address: addressRef, type }: AddressCardProps) {
  const address = getFragmentData(AddressCardFragment, addressRef);
  return (
    <Stack as="section" aria-label={title} borderWidth="1px" borderRadius="l2" p="4" gap="3">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {address && (
          <Link asChild color="brand.700" fontWeight="semibold" aria-label={messages.editAddress(title)}>
            <RouterLink to={editAddressPath(type, toParam(address))}>{messages.edit}</RouterLink>
          </Link>
        )}
      </HStack>
      {address ? (
        <Box as="address" fontStyle="normal" lineHeight="tall">
          {address.name && <Text>{address.name}</Text>}
          {address.companyName && <Text>{address.companyName}</Text>}
          <Text>{address.address}</Text>
          <Text>
            {[address.city, [address.state?.name, address.postcode].filter(Boolean).join(' ')].join(', ')}
          </Text>
          {address.phone && <Text>{formatPhone(address.phone)}</Text>}
        </Box>
      ) : (
        <Text color="fg.muted">{messages.noAddress}</Text>
      )}
    </Stack>
  );
}

function toParam(address: {
  id: string;
  type: string;
  address: string;
  city: string;
  postcode: string;
  name?: string | null;
  companyName?: string | null;
  phone?: string | null;
  state?: { id: string } | null;
}): AddressParam {
  return {
    ...(address.type === 'SHIPPING' ? { id: address.id } : {}),
    address: address.address,
    city: address.city,
    stateId: address.state?.id ?? '',
    postcode: address.postcode,
    name: address.name ?? null,
    companyName: address.companyName ?? null,
    phone: address.phone ?? null,
  };
}
