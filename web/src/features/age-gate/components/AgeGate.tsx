import { Box } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';

import { isAgeConfirmed } from '../lib/age-confirmation';

const AgeGateDialog = lazy(() => import('./AgeGateDialog'));

/**
 * Over every page until the visitor confirms being 21 or older (spec section 2). A returning visitor who has
 * answered never downloads the dialog; a new one sees the page covered until it arrives.
 */
export function AgeGate() {
  const [confirmed, setConfirmed] = useState(isAgeConfirmed);
  if (confirmed) return null;

  return (
    <Suspense fallback={<Cover />}>
      <AgeGateDialog onConfirmed={() => setConfirmed(true)} />
    </Suspense>
  );
}

/** The dialog's backdrop, shown while the dialog itself loads, so nothing of the store shows before the answer. */
function Cover() {
  return <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.800" backdropFilter="blur(8px)" />;
}
