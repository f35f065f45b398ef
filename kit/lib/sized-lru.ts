/**
 * What the store needs to know of a value: its size (in the unit of the bound: bytes for the
 * page cache, characters for rememberText) and when it stops being served.
 */
export type Sized = { size: number; expiresAt: number };

/**
 * A least-recently-used map bounded by the total size of its values. Reading a value makes it
 * the most recent; storing evicts the least recent values until the total fits. An expired value
 * is never returned and is dropped when it is met.
 */
export class SizedLru<V extends Sized> {
  readonly #map = new Map<string, V>();
  #size = 0;

  constructor(readonly maxSize: number) {}

  /** The value under `key` if it has not expired at `now` (milliseconds since the epoch). */
  get(key: string, now: number): V | undefined {
    const value = this.#map.get(key);
    if (!value) return undefined;
    this.#map.delete(key);
    if (value.expiresAt <= now) {
      this.#size -= value.size;
      return undefined;
    }
    this.#map.set(key, value);
    return value;
  }

  /** Stores `value`; false when it alone is larger than the whole budget (nothing changes then). */
  set(key: string, value: V): boolean {
    if (value.size > this.maxSize) return false;
    this.delete(key);
    this.#map.set(key, value);
    this.#size += value.size;
    for (const [oldest, old] of this.#map) {
      if (this.#size <= this.maxSize) break;
      this.#map.delete(oldest);
      this.#size -= old.size;
    }
    return true;
  }

  delete(key: string): void {
    const value = this.#map.get(key);
    if (!value) return;
    this.#map.delete(key);
    this.#size -= value.size;
  }

  clear(): void {
    this.#map.clear();
    this.#size = 0;
  }

  /** Total size of the stored values. */
  get size(): number {
    return this.#size;
  }

  get count(): number {
    return this.#map.size;
  }

  keys(): string[] {
    return [...this.#map.keys()];
  }
}
