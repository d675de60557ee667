/**
 * A random key. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a store opened over plain
 * HTTP on a LAN address falls back to `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// An order can be placed while its answer is lost (a timeout, a restarted server): the store then knows the key,
// and only a retry with that key finds the order instead of placing a second. So the key of one checkout outlives
// the form (leaving for the cart and coming back, reloading the tab) until an answer says what became of it.
// Kept per tab (session storage, or memory where the browser refuses storage) and per customer.
const pendingKeys = new Map<string, string>();
const storageKey = (customerId: string) => `checkout.idempotencyKey.${customerId}`;

/** The key of the customer's checkout: the one of an attempt still unanswered, or a new one, kept until `settle`. */
export function checkoutIdempotencyKey(customerId: string): string {
  const kept = pendingKeys.get(customerId) ?? readSession(storageKey(customerId));
  const key = kept ?? newIdempotencyKey();
  pendingKeys.set(customerId, key);
  writeSession(storageKey(customerId), key);
  return key;
}

/** The store answered (an order, or a refusal): the next checkout gets a new key. */
export function settleCheckoutIdempotencyKey(customerId: string): void {
  pendingKeys.delete(customerId);
  try {
    window.sessionStorage.removeItem(storageKey(customerId));
  } catch {
    // Storage refused: the key lived in memory only.
  }
}

function readSession(key: string): string | undefined {
  try {
    return window.sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the key is kept in memory, for as long as the page lives.
  }
}
