/**
 * The starting values of an entity's form: `blank` for a new item; for an item, each field of
 * `blank` holds the item's own value, or the blank one where the item's is null. The blank
 * values are checked against the item's types: `fieldsOr(partner, { name: "", sortOrder: 0 })`.
 */
export function fieldsOr<T extends object, K extends keyof T>(
  item: T | null,
  blank: { [P in K]: NonNullable<T[P]> },
): { [P in K]: NonNullable<T[P]> } {
  const values = { ...blank };
  if (item) for (const key of Object.keys(blank) as K[]) values[key] = item[key] ?? blank[key];
  return values;
}
