/**
 * The three projects shown on the home page (../shared/spec/public-site.md §2). The portfolio page
 * tells their full story; this is the short version used in cards.
 */
export type FeaturedProject = {
  id: "gis-territoriale" | "studio-commercialista" | "timetrack-pro";
  name: string;
  category: string;
  tagline: string;
  description: string;
  technologies: string[];
  href: string;
};

export const featuredProjects: FeaturedProject[] = [
  {
    id: "gis-territoriale",
    name: "Geoportale Territoriale",
    category: "WEB GIS",
    tagline: "Il territorio comunale, consultabile da un browser",
    description:
      "Piattaforma web GIS per i comuni: cartografia catastale, piano regolatore, reti dei servizi e vincoli su un'unica mappa, con ricerca per foglio e particella, livelli tematici sempre aggiornati e accesso separato per uffici tecnici e cittadini.",
    technologies: ["React", "OpenLayers", "PostGIS", "GeoServer", "Node.js"],
    href: "/portfolio",
  },
  {
    id: "studio-commercialista",
    name: "Sito dello Studio Contabile",
    category: "Sito Corporate",
    tagline: "Un'immagine autorevole per uno studio di commercialisti",
    description:
      "Sito istituzionale che presenta i servizi fiscali, la consulenza del lavoro e il team dello studio, con scadenzario aggiornato, modulistica da scaricare e un modulo di contatto che indirizza ogni richiesta al professionista giusto.",
    technologies: ["React", "TypeScript", "Tailwind CSS", "CMS headless", "SEO tecnica"],
    href: "/portfolio",
  },
  {
    id: "timetrack-pro",
    name: "TimeTrack Pro",
    category: "App Aziendale",
    tagline: "Presenze e orari di lavoro sempre sotto controllo",
    description:
      "App per la rilevazione delle presenze dei dipendenti: timbrature da smartphone o tablet, turni, ferie e permessi con approvazione del responsabile e report mensili pronti per l'elaborazione delle buste paga.",
    technologies: ["React Native", "TypeScript", "Node.js", "PostgreSQL", "API REST"],
    href: "/portfolio",
  },
];
