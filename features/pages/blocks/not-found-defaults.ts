/**
 * The words of the 404 page while its page cannot be read (the database unreachable): the
 * same as the shipped page db/seed/pages/404.json. Browser-safe and free of zod, since the root
 * error boundary, in every page's first script, draws them.
 */
export type NotFoundData = {
  code: string | null;
  title: string;
  text: string | null;
  linksLabel: string;
  links: { label: string; to: string }[];
};

export const notFoundDefaults: NotFoundData = {
  code: "404",
  title: "Pagina non trovata",
  text: "La pagina che cerchi non esiste o è stata spostata. Ecco alcuni punti da cui ripartire:",
  linksLabel: "Pagine principali",
  links: [
    { to: "/", label: "Home" },
    { to: "/servizi", label: "Servizi" },
    { to: "/portfolio", label: "Portfolio" },
    { to: "/contatti", label: "Contatti" },
  ],
};

/** Where the 404 page's text is kept: a system page no visitor reaches (it answers 404). */
export const notFoundPagePath = "/404";
