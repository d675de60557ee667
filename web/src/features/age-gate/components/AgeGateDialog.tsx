import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useState } from 'react';

import { rememberAgeConfirmed } from '../lib/age-confirmation';
import { ageGateMessages as messages } from '../messages';

/**
 * The age question as a modal. It cannot be dismissed with Escape or a click outside: the only ways in are
 * "Yes" and, after "No", "I'm old enough"; remembering the answer closes it. Loaded by `AgeGate` only for a
 * visitor who has not answered yet.
 */
export default function AgeGateDialog() {
  const [refused, setRefused] = useState(false);

  return (
    <Dialog.Root
      open
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      motionPreset="scale"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" backdropFilter="blur(8px)" />
        <Dialog.Positioner>
          <Dialog.Content textAlign="center" py="6">
            <Dialog.Header justifyContent="center">
              <Dialog.Title fontSize="2xl">
                {refused ? messages.refusalTitle : messages.question}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{refused ? messages.refusal : messages.instruction}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              {refused ? (
                // The button that had focus ("No") is gone; move focus to the only way forward.
                <Button variant="outline" onClick={rememberAgeConfirmed} autoFocus>
                  {messages.oldEnough}
                </Button>
              ) : (
                <Stack direction="row" gap="3">
                  <Button colorPalette="brand" minW="24" onClick={rememberAgeConfirmed}>
                    {messages.yes}
                  </Button>
                  <Button variant="outline" minW="24" onClick={() => setRefused(true)}>
                    {messages.no}
                  </Button>
                </Stack>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
