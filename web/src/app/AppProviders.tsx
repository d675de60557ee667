import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';

import { Toaster } from '../shared/components/toaster';
import { whenHydrated } from '../shared/lib/hydration';
import { clientRender, type ServerRender, ServerRenderContext } from '../shared/lib/serverRender';
import { SessionProvider } from '../shared/session/SessionProvider';
import { getSystem } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  /** What the server knew when it rendered the page being hydrated (render-page.tsx). */
  server?: ServerRender;
  /** Called once the app has rendered, or hydrated the server's HTML. */
  onReady?: () => void;
  children: ReactNode;
}

const renderedInBrowser = clientRender();

/** Everything a screen needs around it; the browser, the server and the tests render the same providers. */
export function AppProviders({ client, server = renderedInBrowser, onReady, children }: AppProvidersProps) {
  // On a server-rendered page Chakra's global styles are in the HTML already: Emotion's `Global` finds the
  // server's element for each (`data-emotion="css-global <name>"`) and keeps it instead of inserting it again.
  return (
    <ServerRenderContext value={server}>
      <ChakraProvider value={getSystem()}>
        <ApolloProvider client={client}>
          <SessionProvider>
            {children}
            <Toaster />
            <AppReady onReady={onReady} />
          </SessionProvider>
        </ApolloProvider>
      </ChakraProvider>
    </ServerRenderContext>
  );
}

/**
 * Marks the page interactive (`<html data-app-ready>`) once the app has rendered, or hydrated the server's HTML
 * with every part hydrated apart (shared/lib/hydration.ts). Until then a server-rendered page only looks ready:
 * index.html holds its forms back, and the browser journeys wait for the mark after loading a page.
 */
function AppReady({ onReady }: { onReady: (() => void) | undefined }) {
  useEffect(
    () =>
      whenHydrated(() => {
        document.documentElement.dataset.appReady = 'true';
        onReady?.();
      }),
    // Once: the first render is what it marks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return null;
}
