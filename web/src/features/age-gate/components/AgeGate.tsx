import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import { isAgeConfirmed, rememberAgeConfirmed } from '../lib/age-confirmation';
import { ageGateMessages as messages } from '../messages';

/**
 * Modal over every page until the visitor confirms being 21 or older (spec section 2). It cannot be dismissed
 * with Escape or a click outside: the only ways in are "Yes" and, after "No", "I'm old enough".
 */
export function AgeGate() {
  const [confirmed, setConfirmed] = useState(isAgeConfirmed);
  const [refused, setRefused] = useState(false);

  const enter = () => {
    rememberAgeConfirmed();
    setConfirmed(true);
  };

  return (
    <Dialog.Root
      open={!confirmed}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      motionPreset="scale"
      size="sm"
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" backdropFilter="blur(8px)" />
        <Dialog.Positioner>
          <Dialog.Content textAlign="center" py="6">
            {refused ? (
              <>
                <Dialog.Header justifyContent="center">
                  <Dialog.Title fontSize="2xl">{messages.refusalTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description>{messages.refusal}</Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer justifyContent="center">
                  {/* The button that had focus ("No") is gone; move focus to the only way forward. */}
                  <Button variant="outline" onClick={enter} autoFocus>
                    {messages.oldEnough}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <>
                <Dialog.Header justifyContent="center">
                  <Dialog.Title fontSize="2xl">{messages.question}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description>{messages.instruction}</Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer justifyContent="center">
                  <Stack direction="row" gap="3">
                    <Button colorPalette="brand" minW="24" onClick={enter}>
                      {messages.yes}
                    </Button>
                    <Button variant="outline" minW="24" onClick={() => setRefused(true)}>
                      {messages.no}
                    </Button>
                  </Stack>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
