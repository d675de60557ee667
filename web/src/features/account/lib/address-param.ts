import type { AddressParam } from '../../../shared/session/accountPaths';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads the `add` query parameter (the address as JSON, spec section 2). Anything that is not such an address
 * (a hand-edited URL) gives an empty form rather than an error.
 */
export function parseAddressParam(raw: string | null): AddressParam {
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const value = parsed as Record<string, unknown>;
  const id = text(value.id) ?? (typeof value.id === 'number' ? String(value.id) : undefined);
  return {
    ...(id !== undefined ? { id } : {}),
    address: text(value.address) ?? '',
    city: text(value.city) ?? '',
    stateId: text(value.stateId) ?? (typeof value.stateId === 'number' ? String(value.stateId) : ''),
    postcode: text(value.postcode) ?? '',
    name: optionalText(value.name),
    companyName: optionalText(value.companyName),
    phone: optionalText(value.phone),
  };
}
