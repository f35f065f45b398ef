/** The classes of a grid of 2, 3 or 4 columns on a wide screen, one on a phone. */
export function gridClass(columns: 2 | 3 | 4, spacing = "mt-14"): string {
  const wide = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  };
  return `${spacing} grid gap-6 ${wide[columns]}`;
}
