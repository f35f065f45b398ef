import type { heroVariants } from "../schema";
import { summerHeroSvg } from "./art/covers";
import type { SeedContext } from "./context";
import { romeDay, romeDayEnd, romeDayStart } from "#kit/lib/dates";

/**
 * The next season from "MM-DD" to "MM-DD" (Rome's days) that starts after the seed's day, so
 * that a new site shows the active hero until the first season comes.
 */
function nextSeason(now: Date, from: string, to: string) {
  const today = romeDay(now);
  const year = Number(today.slice(0, 4)) + (`${today.slice(0, 4)}-${from}` <= today ? 1 : 0);
  const endYear = to < from ? year + 1 : year;
  return {
    year,
    startDate: romeDayStart(`${year}-${from}`),
    endDate: romeDayEnd(`${endYear}-${to}`),
  };
}

/** Three heroes: the default one (active), a summer one with a picture, a Christmas one. */
export async function heroVariantRows(
  ctx: SeedContext,
): Promise<(typeof heroVariants.$inferInsert)[]> {
  const summer = nextSeason(ctx.now, "06-15", "09-15");
  const christmas = nextSeason(ctx.now, "12-01", "01-06");
  return [
    {
      name: "Hero principale",
      season: "default",
      title: "Soluzioni Digitali <mark>Innovative</mark>",
      subtitle: "Innovazione Digitale dal 2005",
      description:
        "Trasformiamo le tue idee in realtà digitali: <strong>software su misura, siti, e-commerce e cloud</strong> per le imprese di Verona e di tutta Italia.",
      ctaText: "Scopri i nostri progetti",
      ctaUrl: "/portfolio",
      backgroundColor: "linear-gradient(135deg, #0b1f4b 0%, #123a7a 55%, #1e56a0 100%)",
      backgroundImage: null,
      textColor: "#ffffff",
      active: true,
      startDate: null,
      endDate: null,
    },
    {
      name: `Estate ${summer.year}`,
      season: "estate",
      title: "Il tuo nuovo sito <mark>pronto per settembre</mark>",
      subtitle: "Progetti d'estate",
      description:
        "Approfitta dei mesi più tranquilli per rinnovare sito ed e-commerce: <span>analisi, progetto e sviluppo</span> mentre la tua azienda rallenta, online alla ripresa.",
      ctaText: "Richiedi un preventivo",
      ctaUrl: "/contatti",
      backgroundColor: null,
      backgroundImage: await ctx.image(summerHeroSvg()),
      textColor: "#ffffff",
      active: false,
      startDate: summer.startDate,
      endDate: summer.endDate,
    },
    {
      name: `Natale ${christmas.year}`,
      season: "natale",
      title: "Buone feste da <mark>Scaligera Digital</mark>",
      subtitle: "Auguri dal nostro team",
      description:
        "Il tuo e-commerce è pronto per i regali di Natale? <span>Controllo prestazioni, promozioni e spedizioni</span> prima del picco di dicembre.",
      ctaText: "Scopri il servizio e-commerce",
      ctaUrl: "/servizi/e-commerce",
      backgroundColor: "linear-gradient(135deg, #7f1d1d 0%, #991b1b 45%, #14532d 100%)",
      backgroundImage: null,
      textColor: "#ffffff",
      active: false,
      startDate: christmas.startDate,
      endDate: christmas.endDate,
    },
  ];
}
