import { useQuery } from '@apollo/client/react';

import { graphql } from '../gql';

/** What waits today: one cheap read that the home screen and the counts beside the navigation share. */
export const StaffHomeQuery = graphql(`
  query StaffHome {
    staffHome {
      registrationsWaiting
      oldestRegistrationAt
      ordersToProcess
      ordersToShip
      licencesExpiring
      productsOutOfStock
    }
  }
`);

/** Today's counts (asked again every 5 minutes while a screen is open, and on each visit to the home screen). */
export function useStaffHome(options: { fresh?: boolean } = {}) {
  return useQuery(StaffHomeQuery, {
    fetchPolicy: options.fresh ? 'cache-and-network' : 'cache-first',
    pollInterval: 5 * 60_000,
  });
}
