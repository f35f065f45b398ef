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
