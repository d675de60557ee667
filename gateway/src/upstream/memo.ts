/**
 * Reads of one request that several fields may need (the address book, a registration's detail): each key is asked
 * of store-api once per request; a failed read is forgotten so that a later field may try again. A write empties it.
 */
export class RequestMemo {
  private readonly pending = new Map<string, Promise<unknown>>();

  remember<T>(key: string, call: () => Promise<T>): Promise<T> {
    let pending = this.pending.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = call();
      this.pending.set(key, pending);
      pending.catch(() => this.pending.delete(key));
    }
    return pending;
  }

  /** What a write answered (store-api's cart after a cart write) stands for the read until the next write. */
  set(key: string, value: unknown): void {
    this.pending.set(key, Promise.resolve(value));
  }

  clear(): void {
    this.pending.clear();
  }
}
