import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Container, Flex, Link, SkipNavLink, Text } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';

import { ErrorBoundary } from '../../shared/errors/ErrorBoundary';
import { PageLoading } from '../../shared/components/PageLoading';
import { graphql } from '../gql';
import type { StaffHomeQuery } from '../gql/graphql';
import { StaffHomeQuery as StaffHomeDocument } from '../home/useStaffHome';
import { staffMessages as messages } from '../messages';
import { staffPaths } from '../lib/paths';
import { mayUse, type StaffArea, StaffMeQuery, useStaffMe } from '../session';

const StaffSignOutMutation = graphql(`
  mutation StaffSignOut {
    staffSignOut {
      signedOut
    }
  }
`);

const MAIN_ID = 'staff-main';

const AREAS: readonly StaffArea[] = [
  'registrations',
  'customers',
  'renewals',
  'orders',
  'catalog',
  'team',
  'audit',
];

/** The count of what waits in an area, beside its link (null: the area shows none). */
function waitingIn(area: StaffArea, counts: StaffHomeQuery['staffHome'] | undefined): number | null {
  if (!counts) return null;
  if (area === 'registrations') return counts.registrationsWaiting ?? null;
  if (area === 'orders')
    return counts.ordersToProcess === null && counts.ordersToShip === null
      ? null
      : (counts.ordersToProcess ?? 0) + (counts.ordersToShip ?? 0);
  return null;
}

/** Every signed-in staff screen: the bar with the areas the member's role includes, who is signed in, Sign out. */
export function StaffLayout() {
  const { me } = useStaffMe();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signOut, { loading: signingOut }] = useMutation(StaffSignOutMutation);
  // Counts beside the navigation: asked once a session is known (a member held to set up two-step sign-in first
  // would be refused them).
  const { data: home } = useQuery(StaffHomeDocument, {
    skip: !me || me.totpEnrolmentRequired,
    pollInterval: 5 * 60_000,
  });

  const onSignOut = async () => {
    try {
      await signOut();
    } finally {
      // Whatever the answer, nothing of this session stays on screen or in memory.
      await client.clearStore();
      client.writeQuery({ query: StaffMeQuery, data: { me: null } });
      await navigate(staffPaths.login, { replace: true });
    }
  };

  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <SkipNavLink id={MAIN_ID} zIndex="skipNav">
        {messages.skipToContent}
      </SkipNavLink>
      <Box as="header" bg="white" borderBottomWidth="1px" className="staff-no-print">
        <Container maxW="7xl" py="3">
          <Flex align="center" justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="bold" color="brand.700" fontSize="lg">
              {messages.brand}
            </Text>
            {me && (
              <Flex align="center" gap="3" wrap="wrap">
                <Text fontSize="sm" color="fg.muted">
                  <Box as="span" srOnly>
                    {messages.signedInAs}{' '}
                  </Box>
                  {me.name} <Badge colorPalette="brand">{messages.roles[me.role]}</Badge>
                </Text>
                <Link asChild fontSize="sm" color="brand.700">
                  <NavLink to={staffPaths.security}>{messages.areas.security}</NavLink>
                </Link>
                <Button size="sm" variant="outline" onClick={() => void onSignOut()} loading={signingOut}>
                  {messages.signOut}
                </Button>
              </Flex>
            )}
          </Flex>
          {me && (
            <Flex as="nav" aria-label={messages.navigation} gap="1" mt="3" wrap="wrap">
              <NavItem to={staffPaths.home} current={location.pathname === staffPaths.home}>
                {messages.areas.home}
              </NavItem>
              {AREAS.filter((area) => mayUse(me.role, area)).map((area) => {
                const current = location.pathname.startsWith(staffPaths[area]);
                const waiting = waitingIn(area, home?.staffHome);
                return (
                  <NavItem key={area} to={staffPaths[area]} current={current}>
                    {messages.areas[area]}
                    {waiting !== null && waiting > 0 && (
                      <Badge ms="1.5" colorPalette={current ? 'gray' : 'orange'} variant="solid" size="sm">
                        {waiting}
                        <Box as="span" srOnly>
                          {' '}
                          {messages.waiting}
                        </Box>
                      </Badge>
                    )}
                  </NavItem>
                );
              })}
            </Flex>
          )}
        </Container>
      </Box>
      <Container
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        outline="none"
        maxW="7xl"
        py={{ base: '5', md: '8' }}
        flex="1"
      >
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Container>
    </Flex>
  );
}

/** A link of the navigation: the area of this page (its list or one of its records) stands out, hovered or not. */
function NavItem({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      asChild
      px="3"
      py="1.5"
      rounded="md"
      fontWeight="medium"
      textDecoration="none"
      bg={current ? 'brand.700' : undefined}
      color={current ? 'white' : 'fg'}
      _hover={{ bg: current ? 'brand.800' : 'gray.100', textDecoration: 'none' }}
    >
      <NavLink to={to} end aria-current={current ? 'page' : undefined}>
        {children}
      </NavLink>
    </Link>
  );
}
