import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';

import { Toaster } from '../shared/components/toaster';
import { whenHydrated } from '../shared/lib/hydration';
import { type ServerRender, ServerRenderContext } from '../shared/lib/serverRender';
import { SessionProvider } from '../shared/session/SessionProvider';
import { getSystem } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  /** The page's HTML has Chakra's global styles already (the server wrote them): they are not inserted again. */
  globalStylesInPage?: boolean;
  /** What the server knew when it rendered the page being hydrated (entry-server.tsx). */
  server?: ServerRender;
  /** Called once the app has rendered, or hydrated the server's HTML. */
  onReady?: () => void;
  children: ReactNode;
}

const clientRender: ServerRender = { ageConfirmed: false };

/**
 * The theme without the global styles `ChakraProvider` inserts (reset, tokens, body styles, the layer order). A
 * server-rendered page has them in its HTML, and inserting them again would restyle the whole page. Copied by
 * descriptor, not spread: the production build computes `_global` when it is read (build/chakraStartup.ts), and
 * this page never needs it.
 */
function withoutGlobalStyles(system: SystemContext): SystemContext {
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
    _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
  });
}

let systemWithoutGlobalStyles: SystemContext | undefined;

/** Everything a screen needs around it; the browser, the server and the tests render the same providers. */
export function AppProviders({
  client,
  globalStylesInPage = false,
  server = clientRender,
  onReady,
  children,
}: AppProvidersProps) {
  const system = globalStylesInPage
    ? (systemWithoutGlobalStyles ??= withoutGlobalStyles(getSystem()))
    : getSystem();
  return (
    <ServerRenderContext value={server}>
      <ChakraProvider value={system}>
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
