/**
 * A random key for one checkout visit. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost);
 * a store opened over plain HTTP on a LAN address falls back to `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
