import { staffPaths } from '../lib/paths';

/** The filtered lists the home's counts open: the same filters the lists read from their address. */
export const homePaths = {
  registrations: staffPaths.registrations,
  ordersToProcess: `${staffPaths.orders}?status=PENDING`,
  ordersToShip: `${staffPaths.orders}?status=PROCESSING`,
  licencesExpiring: `${staffPaths.customers}?certificate=expiring`,
  outOfStock: `${staffPaths.catalog}?stock=out`,
} as const;
