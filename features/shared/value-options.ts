/**
 * The options of a select for a value list (e.g. `ticketCategories`), in the list's order, each
 * with its Italian label. Each entity's values module exports its lists' options.
 */
export const labelledOptions = <V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
) => values.map((value) => ({ value, label: labels[value] }));
