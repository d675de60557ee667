// Browsers can refuse storage (private modes, disabled cookies, full quota). A flag that cannot be read or
// written simply behaves as unset, so the store keeps working.

export function readFlag(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeFlag(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered on this device; the visitor is asked again next time.
  }
}
