/** Dates of the customer area in Italian format, as calendar days and times in Italy. */
const TIME_ZONE = "Europe/Rome";

const dateFormat = new Intl.DateTimeFormat("it-IT", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

const dateTimeFormat = new Intl.DateTimeFormat("it-IT", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "12/03/2026". */
export const formatDate = (value: string | Date) => dateFormat.format(new Date(value));

/** "12/03/2026, 10:15". */
export const formatDateTime = (value: string | Date) => dateTimeFormat.format(new Date(value));

/** The machine-readable value of a <time> element. */
export const isoOf = (value: string | Date) => new Date(value).toISOString();

/** The dashboard's sections, in the sidebar's order, with their ?sezione= value. */
export const customerSections = [
  { id: "panoramica", label: "Panoramica" },
  { id: "servizi", label: "I Miei Servizi" },
  { id: "dati-personali", label: "Dati Personali" },
  { id: "supporto", label: "Supporto Tecnico" },
  { id: "comunicazioni", label: "Comunicazioni" },
] as const;

export type CustomerSectionId = (typeof customerSections)[number]["id"];

/** The section named in the URL, or Panoramica. */
export function sectionOf(value: string | null): CustomerSectionId {
  return customerSections.find((s) => s.id === value)?.id ?? "panoramica";
}

/** The dashboard URL of a section (Panoramica has none), with extra parameters. */
export function sectionHref(id: CustomerSectionId, params: Record<string, string> = {}): string {
  const search = new URLSearchParams(id === "panoramica" ? params : { sezione: id, ...params });
  const query = search.toString();
  return `/customer/dashboard${query ? `?${query}` : ""}`;
}
