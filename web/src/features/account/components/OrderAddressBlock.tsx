import { Box, Heading, Text } from '@chakra-ui/react';

import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { formatPhone } from '../../../shared/components/PhoneInput';
import { orderDetailMessages as messages } from '../messages';

export const OrderAddressBlockFragment = graphql(`
  fragment OrderAddressBlock_address on OrderAddress {
    name
    companyName
    address
    city
    state {
      id
      name
    }
    postcode
    phone
    email
  }
`);

interface OrderAddressBlockProps {
  title: string;
  address: FragmentType<typeof OrderAddressBlockFragment>;
}

/** An address as recorded on an order, with the state's name. */
export function OrderAddressBlock({ title, address: addressRef }: OrderAddressBlockProps) {
  const address = getFragmentData(OrderAddressBlockFragment, addressRef);
  const place = [address.city, [address.state?.name, address.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Box as="address" fontStyle="normal" lineHeight="tall">
        {address.name && <Text>{address.name}</Text>}
        {address.companyName && <Text>{address.companyName}</Text>}
        <Text>{address.address}</Text>
        <Text>{place}</Text>
        {address.phone && (
          <Text>
            {messages.phone}: {formatPhone(address.phone)}
          </Text>
        )}
        {address.email && (
          <Text>
            {messages.email}: {address.email}
          </Text>
        )}
      </Box>
    </Box>
  );
}
