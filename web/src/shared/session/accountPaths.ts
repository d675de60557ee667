/** The account screens' URLs (spec section 2, route table), for every feature that links to them. */
export const accountPaths = {
  login: '/login',
  register: '/register',
  lostPassword: '/my-account/lost-password',
  resetPassword: '/my-account/reset-password',
  dashboard: '/my-account',
  orders: '/my-account/orders',
  addresses: '/my-account/addresses',
  accountDetails: '/my-account/account-details',
  apiAccess: '/my-account/api-access',
  webhooks: '/my-account/webhooks',
  wishlist: '/wishlist',
  shoppingLists: '/my-account/shopping-lists',
  reorderReminders: '/my-account/reorder-reminders',
  /** The reorder reminder e-mail's unsubscribe page (`?token=`), open without a login. */
  unsubscribeReminders: '/reorder-reminders/unsubscribe',
} as const;

/** The id of Account details' "Renew certificate" section, which the certificate expiry notice links to. */
export const RENEW_CERTIFICATE_ID = 'renew-certificate';
export const renewCertificatePath = `${accountPaths.accountDetails}#${RENEW_CERTIFICATE_ID}`;

export function shoppingListPath(listId: string): string {
  return `${accountPaths.shoppingLists}/${encodeURIComponent(listId)}`;
}

export function orderInvoicePath(orderId: string): string {
  return `${orderPath(orderId)}/invoice`;
}

export function orderPath(orderId: string): string {
  return `${accountPaths.orders}/${encodeURIComponent(orderId)}`;
}

/** An address as it travels in the `add` query parameter of the edit and add address screens. */
export interface AddressParam {
  /** The shipping address's id; absent for the billing address and for a new address. */
  id?: string;
  address?: string;
  city?: string;
  stateId?: string;
  postcode?: string;
  name?: string | null;
  companyName?: string | null;
  phone?: string | null;
}

/** `/my-account/edit-address/{billing|shipping}?add={json}`: the form opens filled with `address`. */
export function editAddressPath(type: 'billing' | 'shipping', address: AddressParam): string {
  return `/my-account/edit-address/${type}?${new URLSearchParams({ add: JSON.stringify(address) }).toString()}`;
}

/** `/my-account/add-address/billing?add={}`: a new shipping address (the checkout's address picker links here). */
export function addAddressPath(address: AddressParam = {}): string {
  return `/my-account/add-address/billing?${new URLSearchParams({ add: JSON.stringify(address) }).toString()}`;
}

/** Where the visitor was going when a private route sent them to log in (see RequireAuth). */
export interface ReturnState {
  from?: { pathname: string; search?: string; hash?: string };
}

export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return '/';
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
