/** Options of the quote dialog and contact form (../shared/spec/public-site.md §3). */
export const serviceOptions = [
  "Programmazione Software",
  "Consulenza IT",
  "e-commerce",
  "Siti Internet",
  "Soluzioni Cloud",
  "Marketing Strategico",
  "Altro",
] as const;
