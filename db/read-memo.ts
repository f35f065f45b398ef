/**
 * Site-wide data every page reads (the site settings), kept in memory between admin writes
 * (decision 013). A memo belongs to one database handle and exists only once the app turns it on
 * (server/app.ts: in production); without one, every read goes to the database, as in
 * development and in tests.
 *
 * Domain modules are loaded twice in production, in React Router's build for the loaders and in
 * the server bundle for the API (decisions 001 and 011), so the memos live in one registry on
 * globalThis, keyed by the database object both copies are given: the admin-write hook empties
 * them for both.
 */

type Slot = { value: Promise<unknown>; expiresAt: number };
type Memo = { slots: Map<string, Slot>; maxAgeMs: number; now: () => number };

const REGISTRY = Symbol.for("scaligera-digital.read-memo");

function registry(): WeakMap<object, Memo> {
  const global = globalThis as typeof globalThis & { [REGISTRY]?: WeakMap<object, Memo> };
  return (global[REGISTRY] ??= new WeakMap());
}

export type ReadMemo = {
  /** Forgets every value: called after each admin write, before the next request reads. */
  clear(): void;
};

/**
 * Turns the memo on for `db`. A value is kept at most `maxAgeMs` (content changed behind the
 * API, by hand, shows within that time, as with the page cache).
 */
export function enableReadMemo(
  db: object,
  { maxAgeMs, now = Date.now }: { maxAgeMs: number; now?: () => number },
): ReadMemo {
  const memo: Memo = { slots: new Map(), maxAgeMs, now };
  registry().set(db, memo);
  return { clear: () => memo.slots.clear() };
}

/**
 * `read()`'s value, shared until the next admin write or `maxAgeMs`, when `db` has a memo; else
 * `read()`. The value is kept from the moment the read starts, so concurrent requests share one
 * query, and a read under way when an admin write ends is forgotten with the rest. A failed read
 * is not kept. Callers must not change the value they get.
 */
export function memoizedRead<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  const memo = registry().get(db);
  if (!memo) return read();
  const now = memo.now();
  const slot = memo.slots.get(key);
  if (slot && slot.expiresAt > now) return slot.value as Promise<T>;
  const value = read();
  const fresh: Slot = { value, expiresAt: now + memo.maxAgeMs };
  memo.slots.set(key, fresh);
  value.catch(() => {
    if (memo.slots.get(key) === fresh) memo.slots.delete(key);
  });
  return value;
}
