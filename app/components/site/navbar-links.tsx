/** The site's navigation entries, shared by the bar, the mobile menu and the footer. */
export type NavItem = { to: string; label: string };

/** Entries of the bar. `from` is the smallest width where the bar shows them. */
export const mainNav: Array<NavItem & { from: "lg" | "xl" | "2xl" }> = [
  { to: "/", label: "Home", from: "lg" },
  { to: "/servizi", label: "Soluzioni", from: "lg" },
  { to: "/piattaforme", label: "Piattaforme", from: "xl" },
  { to: "/portfolio", label: "Portfolio", from: "lg" },
  { to: "/chi-siamo", label: "Chi siamo", from: "lg" },
  { to: "/blog", label: "Blog", from: "xl" },
  { to: "/contatti", label: "Contatti", from: "lg" },
  { to: "/support", label: "Supporto", from: "2xl" },
];

export const customerArea: NavItem = { to: "/area-clienti", label: "Area Clienti" };

/** The six service pages plus the platform catalogue. */
export const solutionLinks: NavItem[] = [
  { to: "/servizi/programmazione-software", label: "Programmazione Software" },
  { to: "/servizi/consulenza-it", label: "Consulenza IT" },
  { to: "/servizi/e-commerce", label: "E-commerce" },
  { to: "/servizi/siti-internet", label: "Siti Internet" },
  { to: "/servizi/soluzioni-cloud", label: "Soluzioni Cloud" },
  { to: "/servizi/marketing-strategico", label: "Marketing Strategico" },
  { to: "/piattaforme", label: "Piattaforme" },
];

/** The four legal pages, the legal notes under the label given. */
const legalPages = (notesLabel: string): NavItem[] => [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/note-legali", label: notesLabel },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/accessibilita", label: "Accessibilità" },
];

/** The mobile menu's information group. */
export const infoLinks = legalPages("Note Legali");

/** The footer's Azienda column. */
export const companyLinks: NavItem[] = [
  { to: "/chi-siamo", label: "Chi siamo" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/blog", label: "Blog" },
  { to: "/contatti", label: "Contatti" },
  { to: "/area-clienti", label: "Area Clienti" },
  { to: "/support", label: "Supporto" },
];

/** The footer's legal links. */
export const legalLinks = legalPages("Termini e Condizioni");
