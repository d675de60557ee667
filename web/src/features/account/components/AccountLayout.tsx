import { Box, chakra, Container, Grid, Heading, Link, Stack } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';

import { useShoppingListsOffered } from '../../../shared/lists/api';
import { shoppingListMessages } from '../../../shared/lists/messages';
import { accountPaths } from '../../../shared/session/accountPaths';
import { useReorderRemindersOffered } from '../api/useReorderReminders';
import { accountMessages as messages, reorderRemindersMessages } from '../messages';

const links = [
  { to: accountPaths.dashboard, label: messages.dashboard, end: true },
  { to: accountPaths.orders, label: messages.orders, end: false },
  { to: accountPaths.addresses, label: messages.addresses, end: false },
  { to: accountPaths.accountDetails, label: messages.accountDetails, end: false },
  { to: accountPaths.apiAccess, label: messages.apiAccess, end: false },
  { to: accountPaths.webhooks, label: messages.webhooks, end: false },
  { to: accountPaths.wishlist, label: messages.wishlist, end: true },
] as const;

/** Where the store offers them (storeFeatures), the shopping lists come after the wishlist. */
const listsLink = { to: accountPaths.shoppingLists, label: shoppingListMessages.nav, end: false } as const;

/** Where the store offers them, the reorder reminders come last. */
const remindersLink = {
  to: accountPaths.reorderReminders,
  label: reorderRemindersMessages.nav,
  end: false,
} as const;

/** The frame of every /my-account screen: the account navigation beside the screen. */
export function AccountLayout() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6" color="brand.800">
        {messages.title}
      </Heading>
      <Grid
        templateColumns={{ base: '1fr', lg: '240px 1fr' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
      >
        <AccountNav />
        <Box minW="0">
          <Outlet />
        </Box>
      </Grid>
    </Container>
  );
}

function AccountNav() {
  const lists = useShoppingListsOffered();
  const reminders = useReorderRemindersOffered();
  const shown = [...links, ...(lists ? [listsLink] : []), ...(reminders ? [remindersLink] : [])];
  return (
    <chakra.nav aria-label={messages.navigation} borderWidth="1px" borderRadius="l2">
      <Stack as="ul" listStyleType="none" gap="0">
        {shown.map((link) => (
          <li key={link.to}>
            <Link
              asChild
              display="block"
              px="4"
              py="3"
              borderBottomWidth="1px"
              fontWeight="medium"
              _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
              _currentPage={{
                bg: 'brand.50',
                color: 'brand.800',
                boxShadow: 'inset 3px 0 0 {colors.brand.500}',
              }}
            >
              <NavLink to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </chakra.nav>
  );
}
