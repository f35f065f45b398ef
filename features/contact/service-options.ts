/** Options of the quote dialog and contact form (public-site.md section 3). */
export const serviceOptions = [
  "Programmazione Software",
  "Consulenza IT",
  "e-commerce",
  "Siti Internet",
  "Soluzioni Cloud",
  "Marketing Strategico",
  "Altro",
] as const;
