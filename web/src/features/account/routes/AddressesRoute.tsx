import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';

import { graphql } from '../../../gql';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { addAddressPath } from '../../../shared/session/accountPaths';
import { AddressCard } from '../components/AddressCard';
import { accountMessages, addressesMessages as messages } from '../messages';

const AddressesRouteQuery = graphql(`
  query AddressesRouteQuery {
    viewer {
      id
      billingAddress {
        id
        ...AddressCard_address
      }
      shippingAddresses {
        id
        ...AddressCard_address
      }
    }
  }
`);

export function AddressesRoute() {
  const { data, loading, error } = useQuery(AddressesRouteQuery);

  useEffect(() => {
    if (error) console.error('Could not load the addresses.', error);
  }, [error]);

  const viewer = data?.viewer;
  const shipping = viewer?.shippingAddresses ?? [];

  return (
    <Stack gap="5">
      <title>{messages.documentTitle}</title>
      <Text>{messages.intro}</Text>
      {loading && !data ? (
        <Text>{accountMessages.loading}</Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <AddressCard title={messages.billingAddress} type="billing" address={viewer?.billingAddress} />
            {shipping.length === 0 ? (
              <AddressCard title={messages.shippingAddress} type="shipping" address={null} />
            ) : (
              shipping.map((address, index) => (
                <AddressCard
                  key={address.id}
                  title={index === 0 ? messages.shippingAddress : messages.otherShippingAddress(index + 1)}
                  type="shipping"
                  address={address}
                />
              ))
            )}
          </SimpleGrid>
          <ButtonLink to={addAddressPath()} variant="outline" colorPalette="brand" alignSelf="start">
            {messages.addShippingAddress}
          </ButtonLink>
        </>
      )}
    </Stack>
  );
}
