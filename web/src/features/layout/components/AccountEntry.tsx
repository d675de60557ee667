import { IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { ButtonLink } from '../../../shared/components/ButtonLink';
import { UserIcon } from '../../../shared/components/icons';
import { accountPaths } from '../../../shared/session/accountPaths';
import { useSession } from '../../../shared/session/useSession';
import { headerMessages as messages } from '../messages';

/** The header's way into the account: an account icon when logged in, 'Sign in' otherwise. */
export function AccountEntry() {
  const { loggedIn } = useSession();
  if (loggedIn) {
    return (
      <IconButton
        asChild
        type={undefined}
        variant="ghost"
        size={{ base: 'md', md: 'lg' }}
        aria-label={messages.myAccount}
      >
        <RouterLink to={accountPaths.dashboard}>
          <UserIcon boxSize="6" />
        </RouterLink>
      </IconButton>
    );
  }
  return (
    <ButtonLink to={accountPaths.login} variant="outline" colorPalette="brand" size="sm">
      {messages.signIn}
    </ButtonLink>
  );
}
