import { labelledOptions } from "../shared/value-options";

/**
 * Service templates' categories and types (../shared/spec/back-office.md §3) with their Italian
 * labels: the one list the database enums (features/<entity>/<entity>.table.ts), the zod schema,
 * the back office and the customer dashboard use. Browser-safe: no zod, no drizzle.
 */
export const templateCategories = [
  "hosting",
  "manutenzione",
  "sviluppo",
  "consulenza",
  "monte_ore",
] as const;
export const templateTypes = ["monthly", "yearly", "one_time", "hourly_package"] as const;

export type TemplateCategory = (typeof templateCategories)[number];
export type TemplateType = (typeof templateTypes)[number];

export const templateCategoryLabels: Record<TemplateCategory, string> = {
  hosting: "Hosting",
  manutenzione: "Manutenzione",
  sviluppo: "Sviluppo",
  consulenza: "Consulenza",
  monte_ore: "Monte ore",
};

export const templateTypeLabels: Record<TemplateType, string> = {
  monthly: "Mensile",
  yearly: "Annuale",
  one_time: "Una tantum",
  hourly_package: "Pacchetto ore",
};

export const templateCategoryOptions = labelledOptions(templateCategories, templateCategoryLabels);

export const templateTypeOptions = labelledOptions(templateTypes, templateTypeLabels);
