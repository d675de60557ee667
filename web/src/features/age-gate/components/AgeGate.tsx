import { Box } from '@chakra-ui/react';
import { Suspense, lazy, useContext, useSyncExternalStore } from 'react';

import { ServerRenderContext, useHydrated } from '../../../shared/lib/serverRender';
import { isAgeConfirmed, subscribeToAgeConfirmation } from '../lib/age-confirmation';

const AgeGateDialog = lazy(() => import('./AgeGateDialog'));

/**
 * Over every page until the visitor confirms being 21 or older (spec section 2). A returning visitor who has
 * answered never downloads the dialog; a new one sees the page covered until it arrives. The server covers the
 * page it renders unless the request carried the confirmation cookie.
 */
export function AgeGate() {
  const server = useContext(ServerRenderContext);
  const confirmed = useSyncExternalStore(
    subscribeToAgeConfirmation,
    isAgeConfirmed,
    () => server.ageConfirmed,
  );
  const hydrated = useHydrated();
  if (confirmed) return null;
  // The dialog is a portal: it exists in the browser only.
  if (!hydrated) return <Cover />;

  return (
    <Suspense fallback={<Cover />}>
      <AgeGateDialog />
    </Suspense>
  );
}

/** The dialog's backdrop, shown while the dialog itself loads, so nothing of the store shows before the answer. */
function Cover() {
  return <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.800" backdropFilter="blur(8px)" />;
}
