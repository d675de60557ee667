import { Stack, Text } from '@chakra-ui/react';

import { graphql } from '../../gql';
import type { OrderAddressLines_AddressFragment } from '../../gql/graphql';

export const OrderAddressLinesFragment = graphql(`
  fragment OrderAddressLines_address on OrderAddress {
    name
    companyName
    address
    city
    stateName
    postcode
    phone
    email
  }
`);

/** An order's address as given at checkout, one line per part it has. */
export function OrderAddressLines({ address }: { address: OrderAddressLines_AddressFragment }) {
  const place = [address.city, address.stateName, address.postcode].filter(Boolean).join(', ');
  const lines = [
    address.name,
    address.companyName,
    address.address,
    place,
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
