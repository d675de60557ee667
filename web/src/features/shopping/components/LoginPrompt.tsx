import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';

import { accountPaths, type ReturnState } from '../../../shared/session/accountPaths';
import { shoppingMessages } from '../messages';

/** What a logged-out visitor sees instead of a cart or wishlist: why, and a way to log in and come back. */
export function LoginPrompt({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  const state: ReturnState = { from: { pathname, search } };
  return (
    <Stack gap="4" align="flex-start" py="6">
      <Text fontSize="lg">{message}</Text>
      <Button asChild type={undefined} colorPalette="brand">
        <RouterLink to={accountPaths.login} state={state}>
          {shoppingMessages.login}
        </RouterLink>
      </Button>
    </Stack>
  );
}
