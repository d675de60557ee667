import { Box, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import type { StaffHomeQuery } from '../gql/graphql';
import { homePaths } from './homePaths';
import { homeMessages as messages } from './messages';
import { useStaffHome } from './useStaffHome';

type Counts = StaffHomeQuery['staffHome'];

/** Minutes since a point in time, never below 0. */
function minutesSince(dateTime: string, now = Date.now()): number {
  return Math.max(0, Math.round((now - Date.parse(dateTime)) / 60_000));
}

/** /staff: what waits today for the member's role, each count a link to the list it counts. */
export function StaffHomeRoute() {
  const { data, loading, error, refetch } = useStaffHome({ fresh: true });
  const counts = data?.staffHome;
  return (
    <StaffPage title={messages.title} subtitle={<Text color="fg.muted">{messages.intro}</Text>}>
      <QueryState
        loading={loading}
        error={error}
        hasData={counts !== undefined}
        onRetry={() => void refetch()}
      >
        {counts && <CountTiles counts={counts} />}
      </QueryState>
    </StaffPage>
  );
}

function CountTiles({ counts }: { counts: Counts }) {
  const tiles: { label: string; count: number | null | undefined; to: string; note?: string }[] = [
    {
      label: messages.registrations,
      count: counts.registrationsWaiting,
      to: homePaths.registrations,
      note: counts.oldestRegistrationAt
        ? messages.oldest(messages.age(minutesSince(counts.oldestRegistrationAt)))
        : messages.noneWaiting,
    },
    { label: messages.ordersToProcess, count: counts.ordersToProcess, to: homePaths.ordersToProcess },
    { label: messages.ordersToShip, count: counts.ordersToShip, to: homePaths.ordersToShip },
    { label: messages.licencesExpiring, count: counts.licencesExpiring, to: homePaths.licencesExpiring },
    { label: messages.outOfStock, count: counts.productsOutOfStock, to: homePaths.outOfStock },
  ];
  return (
    <SimpleGrid
      as="ul"
      aria-label={messages.countsLabel}
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap="4"
      listStyleType="none"
    >
      {tiles.flatMap(({ label, count, to, note }) =>
        count === null || count === undefined
          ? []
          : [
              <Box as="li" key={label} borderWidth="1px" rounded="lg" bg="white" p="4">
                <Link asChild color="brand.700" fontWeight="semibold" display="block">
                  <RouterLink to={to} aria-label={messages.open(label, count)}>
                    <Text as="span" display="block" fontSize="3xl" lineHeight="1.2">
                      {count}
                    </Text>
                    <Text as="span" display="block">
                      {label}
                    </Text>
                  </RouterLink>
                </Link>
                {note && (
                  <Text fontSize="sm" color="fg.muted" mt="1">
                    {note}
                  </Text>
                )}
              </Box>,
            ],
      )}
    </SimpleGrid>
  );
}
