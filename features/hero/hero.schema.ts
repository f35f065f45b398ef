import { z } from "#kit/lib/zod";
import { storedRecord } from "../shared/stored-record";
import { dateRangeMessage, isParsedDateInRange } from "../shared/date-range";
import { isImageUrl } from "../shared/site-links";
import { optionalText, singleLineText, tooLong, requiredLine } from "../shared/text-fields";
import { safeLinkUrl, type PublicHero } from "./public-hero";
import { isHeroBackground, isHexColor } from "./hero-backgrounds";
import { heroSeasons } from "./hero-values";

/**
 * The hero variant schema (../shared/spec/back-office.md §3, §5, §7), shared by the back-office
 * dialog (react-hook-form + zodResolver) and POST/PUT /api/admin/hero-variants. Browser-safe.
 *
 * `backgroundType` is a form-only choice: "gradient" keeps backgroundColor and drops the image,
 * "image" keeps backgroundImage and drops the gradient. Without it (API clients) the two must
 * not both be set. Optional texts arrive as null when empty.
 */

export const heroLimits = {
  name: 100,
  title: 255,
  subtitle: 255,
  description: 2000,
  ctaText: 100,
  ctaUrl: 255,
  background: 500,
  textColor: 50,
} as const;

export const heroMessages = {
  name: "Nome hero richiesto",
  title: "Titolo richiesto",
  season: "Stagione non valida",
  ctaUrl: "Inserisci un percorso del sito (es. /contatti) o un indirizzo https://",
  backgroundColor: "Sfondo non valido: scegli un gradiente predefinito o due colori",
  backgroundImage: "Immagine di sfondo non valida",
  imageMissing: "Carica un'immagine di sfondo oppure scegli un gradiente",
  bothBackgrounds: "Scegli uno sfondo: gradiente oppure immagine, non entrambi",
  textColor: "Colore del testo non valido: scegline uno con il selettore (es. #ffffff)",
  date: "Data non valida",
  dateRange: dateRangeMessage,
  dateOrder: "La data di fine deve essere successiva a quella di inizio",
} as const;

/** What the fields mean, for the OpenAPI document. */
const heroFieldNotes = {
  title:
    "HTML del titolo: testo, <mark> per le parole evidenziate e <br>; il server toglie ogni altro tag (<span class> e <strong> diventano <mark>)",
  backgroundColor:
    "Uno dei gradienti predefiniti o un linear-gradient(<gradi>deg, #rrggbb [n%], ...) da 2 a 5 colori",
  textColor: "Colore del testo #rrggbb",
  startDate:
    "Primo istante del periodo di validità (un giorno di Roma): in quel periodo la variante è mostrata al posto dell'attiva; i periodi non si sovrappongono",
  endDate: "Ultimo istante del periodo di validità (un giorno di Roma)",
} as const;

/** A site path (/...) or an https URL, as uploads and image links are stored. */
export { isImageUrl };

const optionalDate = singleLineText()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || !Number.isNaN(Date.parse(value)), heroMessages.date)
  .refine((value) => value === null || isParsedDateInRange(value), heroMessages.dateRange);

export const heroVariantSchema = z
  .object({
    name: requiredLine(2, heroLimits.name, heroMessages.name, tooLong("Nome", heroLimits.name)),
    season: z.enum(heroSeasons, { error: heroMessages.season }).default("default"),
    title: singleLineText({ error: heroMessages.title })
      .min(5, heroMessages.title)
      .max(heroLimits.title, tooLong("Titolo", heroLimits.title))
      .describe(heroFieldNotes.title),
    subtitle: optionalText(heroLimits.subtitle, tooLong("Sottotitolo", heroLimits.subtitle)),
    description: optionalText(
      heroLimits.description,
      tooLong("Descrizione", heroLimits.description),
      { multiline: true },
    ),
    ctaText: optionalText(heroLimits.ctaText, tooLong("Testo del pulsante", heroLimits.ctaText)),
    ctaUrl: optionalText(heroLimits.ctaUrl, tooLong("URL del pulsante", heroLimits.ctaUrl)).refine(
      (value) => value === null || safeLinkUrl(value) === value,
      heroMessages.ctaUrl,
    ),
    backgroundType: z.enum(["gradient", "image"]).optional(),
    backgroundColor: optionalText(
      heroLimits.background,
      tooLong("Gradiente", heroLimits.background),
    )
      .refine((value) => value === null || isHeroBackground(value), heroMessages.backgroundColor)
      .describe(heroFieldNotes.backgroundColor),
    backgroundImage: optionalText(
      heroLimits.background,
      tooLong("Immagine", heroLimits.background),
    ).refine((value) => value === null || isImageUrl(value), heroMessages.backgroundImage),
    textColor: optionalText(heroLimits.textColor, tooLong("Colore del testo", heroLimits.textColor))
      .refine((value) => value === null || isHexColor(value), heroMessages.textColor)
      .describe(heroFieldNotes.textColor),
    active: z.boolean().default(false),
    startDate: optionalDate.describe(heroFieldNotes.startDate),
    endDate: optionalDate.describe(heroFieldNotes.endDate),
  })
  .superRefine((hero, ctx) => {
    if (hero.backgroundType === "image" && !hero.backgroundImage) {
      ctx.addIssue({
        code: "custom",
        path: ["backgroundImage"],
        message: heroMessages.imageMissing,
      });
    }
    if (!hero.backgroundType && hero.backgroundColor && hero.backgroundImage) {
      ctx.addIssue({
        code: "custom",
        path: ["backgroundImage"],
        message: heroMessages.bothBackgrounds,
      });
    }
    if (hero.startDate && hero.endDate && Date.parse(hero.endDate) < Date.parse(hero.startDate)) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: heroMessages.dateOrder });
    }
  })
  .transform(({ backgroundType, ...hero }) => ({
    ...hero,
    backgroundColor: backgroundType === "image" ? null : hero.backgroundColor,
    backgroundImage: backgroundType === "gradient" ? null : hero.backgroundImage,
  }));

/** What the dialog edits and the API receives. */
export type HeroVariantPayload = z.input<typeof heroVariantSchema>;
/** What the server stores (trimmed, blanks as null, one background). */
export type HeroVariantInput = z.output<typeof heroVariantSchema>;

/**
 * A hero variant as the API answers it (title and description sanitized HTML, ISO dates). The
 * public site's type stays PublicHero (public-hero.ts, no zod on public pages); `satisfies`
 * keeps the two in step.
 */
export const publicHeroSchema = storedRecord({
  name: z.string(),
  season: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  ctaText: z.string().nullable(),
  ctaUrl: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  backgroundPosition: z
    .string()
    .optional()
    .describe(
      "Il punto focale dello sfondo scelto nella libreria dei media, come object-position CSS: solo nella variante mostrata ora e solo se non è il centro",
    ),
  textColor: z.string().nullable(),
  active: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
}) satisfies z.ZodType<PublicHero>;

/** GET /api/admin/hero-variants/shown: the variant the home page shows now, or null. */
export const shownHeroSchema = z.object({ id: z.number().int().nullable() });
