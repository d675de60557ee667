/** Builders for the staff screens' addresses (under /staff, apart from the storefront's). */
export const staffPaths = {
  home: '/staff',
  login: '/staff/login',
  registrations: '/staff/registrations',
  customers: '/staff/customers',
  renewals: '/staff/renewals',
  orders: '/staff/orders',
  catalog: '/staff/catalog',
  taxonomy: '/staff/catalog/categories',
  productImport: '/staff/catalog/import',
  team: '/staff/team',
  audit: '/staff/audit',
  security: '/staff/security',
} as const;

export const registrationPath = (id: string) => `${staffPaths.registrations}/${encodeURIComponent(id)}`;
export const customerPath = (id: string) => `${staffPaths.customers}/${encodeURIComponent(id)}`;
export const orderPath = (id: string) => `${staffPaths.orders}/${encodeURIComponent(id)}`;
export const packingSlipPath = (id: string) => `${orderPath(id)}/packing-slip`;
export const invoicePath = (id: string) => `${orderPath(id)}/invoice`;
/** The pick list and packing slips of several orders, printed at once. */
export const printOrdersPath = (ids: readonly string[]) =>
  `${staffPaths.orders}/print?${new URLSearchParams({ ids: ids.join(',') })}`;

/** The address to return to after signing in: a staff page the person was sent away from, never elsewhere. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next !== null && next.startsWith('/staff') && !next.startsWith('//') ? next : staffPaths.home;
}

export function loginPath(next: string): string {
  return next === staffPaths.home ? staffPaths.login : `${staffPaths.login}?${new URLSearchParams({ next })}`;
}
