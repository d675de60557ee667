import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { Toaster } from '../shared/components/toaster';
import { system } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Everything a screen needs around it; the app and the tests render the same providers. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        {children}
        <Toaster />
      </ApolloProvider>
    </ChakraProvider>
  );
}
