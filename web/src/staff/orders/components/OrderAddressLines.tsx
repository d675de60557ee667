import { Stack, Text } from '@chakra-ui/react';

import { graphql } from '../../gql';
import type { OrderAddressLines_AddressFragment } from '../../gql/graphql';
import { ordersMessages } from '../messages';

export const OrderAddressLinesFragment = graphql(`
  fragment OrderAddressLines_address on OrderAddress {
    name
    companyName
    address
    city
    stateId
    postcode
    phone
    email
  }
`);

const messages = ordersMessages.order;

/**
 * An order's address as given at checkout, one line per part it has. The staff schema gives the state as an id
 * only (the state names are reference data the staff API does not serve), so the id is shown as it is.
 */
export function OrderAddressLines({ address }: { address: OrderAddressLines_AddressFragment }) {
  const place = [address.city, address.postcode].filter(Boolean).join(' ');
  const lines = [
    address.name,
    address.companyName,
    address.address,
    place,
    address.stateId === null ? null : messages.stateId(address.stateId),
    address.phone,
    address.email,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return (
    <Stack as="address" gap="0.5" fontStyle="normal">
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </Stack>
  );
}
