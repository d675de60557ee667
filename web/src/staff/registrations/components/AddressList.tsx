import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';

import { StaffSection } from '../../components/StaffSection';
import { graphql } from '../../gql';
import type { AddressList_AddressFragment } from '../../gql/graphql';
import { registrationMessages as messages } from '../messages';

export const AddressListFragment = graphql(`
  fragment AddressList_address on Address {
    id
    type
    name
    companyName
    address
    city
    state {
      id
      name
      code
    }
    postcode
    phone
  }
`);

/** A business's addresses (billing first), each as it would go on an envelope. */
export function AddressList({ addresses }: { addresses: readonly AddressList_AddressFragment[] }) {
  return (
    <StaffSection title={messages.addresses}>
      {addresses.length === 0 ? (
        <Text color="fg.muted">{messages.noAddresses}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {addresses.map((address) => (
            <Box key={address.id} borderWidth="1px" rounded="md" bg="white" p="4">
              <Heading as="h3" size="sm" mb="2">
                {address.type ? messages.addressTypes[address.type] : messages.address}
              </Heading>
              <Box as="address" fontStyle="normal" lineHeight="tall">
                {lines(address).map((line, index) => (
                  <Text key={index}>{line}</Text>
                ))}
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </StaffSection>
  );
}

/** The address's lines, without the parts it does not have: `City, NJ 07001` on one line. */
function lines(address: AddressList_AddressFragment): string[] {
  const place = [
    address.city,
    [address.state?.code ?? address.state?.name, address.postcode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [address.name, address.companyName, address.address, place, address.phone].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}
