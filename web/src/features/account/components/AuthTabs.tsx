import { chakra, HStack, Link } from '@chakra-ui/react';
import { NavLink } from 'react-router';

import { accountPaths } from '../../../shared/session/accountPaths';
import { loginMessages as messages } from '../messages';

/** 'Login' and 'Register' as tabs over the two forms; each is its own page, so they are links. */
export function AuthTabs() {
  return (
    <chakra.nav aria-label={messages.tabs} borderBottomWidth="1px" mb="6">
      <HStack as="ul" listStyleType="none" gap="0">
        {[
          { to: accountPaths.login, label: messages.loginTab },
          { to: accountPaths.register, label: messages.registerTab },
        ].map((tab) => (
          <li key={tab.to}>
            <Link
              asChild
              display="block"
              px="5"
              py="3"
              fontWeight="semibold"
              textTransform="uppercase"
              color="fg.muted"
              _hover={{ textDecoration: 'none', color: 'fg' }}
              _currentPage={{ color: 'brand.700', boxShadow: 'inset 0 -3px 0 {colors.brand.500}' }}
            >
              <NavLink to={tab.to}>{tab.label}</NavLink>
            </Link>
          </li>
        ))}
      </HStack>
    </chakra.nav>
  );
}
