import type { IconNode } from "lucide";
import type { PartnerCard } from "../../partners/partner-cards";
import type { TickerPost } from "../../blog/site/blog-ticker-data";
import { z } from "#kit/lib/zod";
import { isImageUrl, isSitePath, isWebAddress } from "../../shared/site-links";
import {
  multiLineText,
  optionalText,
  requiredLine,
  singleLineText,
  tooLong,
} from "../../shared/text-fields";
import { serviceOptions } from "../../contact/service-options";

/**
 * What every block type is made of (decision 057, docs/page-blocks.md): a zod schema of its data
 * (shared by the editor, the API and the renderer), an Italian name, the data of a new block,
 * and how the server completes the data for drawing (`prepare`: icons by name, records). The
 * public view of each type is in its `*.view.tsx`; this module never reaches the public pages.
 */

/** A published page as a list of pages shows it (page-list.block.ts): its summary block's words. */
export type ListedPage = {
  path: string;
  /** The page's title: its name in lists and links. */
  title: string;
  /** The icon of its header. */
  icon: IconNode | null;
  /** Its summary block's text, else its header's lead. */
  summary: string | null;
  highlights: string[];
};

/**
 * How the editor draws a field, when the schema's kind alone does not say it (decision 059): set
 * with zod's `.meta()` by the helpers below, read by `blockFields`. A field named `...Html` is
 * rich text without any meta.
 */
export type FieldEditor = "paragraph" | "link" | "icon" | "image" | "alt";

/** What a field of a block schema may carry in its `.meta()` for the editor. */
export type FieldMeta = {
  editor?: FieldEditor;
  /** A choice's Italian words, by value: `{ primary: "Pieno" }`. */
  optionLabels?: Record<string, string>;
  /** An image's alternative text field beside it, when not `<name>Alt` (e.g. `alt`). */
  alt?: string;
};

export const editorMeta = (meta: FieldMeta) => meta;

/** A heading a block draws: the SEO checklist reads the page's outline from them. */
export type BlockHeading = { level: number; text: string };

/** What the server gives `prepare`: icon drawings by name and the records blocks may show. */
export type BlockContext = {
  /** The drawing of an icon of the catalogue (blocks/block-icons.ts), or null. */
  icon(name: string | null | undefined): IconNode | null;
  /** The path of the page being drawn. */
  path: string;
  /** The published pages one segment below `prefix` (`/servizi` → `/servizi/x`), in list order. */
  pagesUnder(prefix: string): Promise<ListedPage[]>;
  /** The published pages among `paths`, in their order, with their titles. */
  pageTitles(paths: readonly string[]): Promise<{ path: string; title: string }[]>;
  /** The clients marked 'in evidenza', in the catalogue's order. */
  featuredClients(): Promise<FeaturedClient[]>;
  /** The certified partners' cards (up to eight), in the catalogue's order. */
  partnerCards(): Promise<PartnerCard[]>;
  /** The latest published posts of the blog (up to six). */
  latestPosts(): Promise<TickerPost[]>;
};

/** A client reference as a block shows it (logo, name, website). */
export type FeaturedClient = {
  id: number;
  name: string;
  logoUrl: string | null;
  websiteUrl: string | null;
};

export type BlockDefinition<Type extends string, Schema extends z.ZodType, Prepared> = {
  type: Type;
  /** The block's name in the editor: 'Domande frequenti'. */
  label: string;
  /** One line saying what it shows. */
  description: string;
  schema: Schema;
  /**
   * The Italian label of every field the editor shows, by its path without list indexes:
   * `{ title: "Titolo", cards: "Schede", "cards.title": "Titolo della scheda" }`. The editor's
   * forms are built from the schema and these labels (docs/page-blocks.md).
   */
  fields: Record<string, string>;
  /**
   * The one page where this block may stand (a form whose page action is code): the editor
   * offers it only there and the server refuses it elsewhere.
   */
  onlyAt?: `/${string}`;
  /**
   * Its view needs code in the browser (a form, a button that opens a dialog, a list kept fresh):
   * the block is hydrated. Any other block is drawn on the server alone (decision 060).
   */
  interactive?: true;
  /** The data of a block just added. */
  create: () => z.input<Schema>;
  /**
   * The headings the view draws, in order (the SEO checklist's outline). Left out: an h2 of the
   * data's `title` when it has one. Headings inside `...Html` fields are added by the checklist.
   */
  headings?: (data: z.output<Schema>) => BlockHeading[];
  /** The data the view draws; the parsed data itself when absent. */
  prepare?: (data: z.output<Schema>, context: BlockContext) => Prepared | Promise<Prepared>;
};

/** A block type; `Prepared` is what its view receives. */
export function defineBlock<
  Type extends string,
  Schema extends z.ZodType,
  Prepared = z.output<Schema>,
>(definition: BlockDefinition<Type, Schema, Prepared>) {
  return definition;
}

// --- Fields the blocks share --------------------------------------------------------------

/** A required line of at most `max` characters, named `what` in its messages. */
export const line = (what: string, max: number) =>
  requiredLine(1, max, `${what}: campo obbligatorio`, tooLong(what, max));

/** An optional line: blank becomes null. */
export const optionalLine = (what: string, max: number) => optionalText(max, tooLong(what, max));

/** Text of one paragraph (no markup), required: a text area in the editor. */
export const paragraph = (what: string, max = 2000) =>
  requiredLine(1, max, `${what}: campo obbligatorio`, tooLong(what, max)).meta(
    editorMeta({ editor: "paragraph" }),
  );

/** Optional text on several lines (no markup): blank becomes null; a text area in the editor. */
export const optionalParagraph = (what: string, max: number) =>
  multiLineText()
    .max(max, tooLong(what, max))
    .meta(editorMeta({ editor: "paragraph" }))
    .nullish()
    .transform((value) => value || null);

/**
 * A choice among `values`, each with its Italian word in the editor (`labels`); chain
 * `.default()` for the value of a new block.
 */
export const choice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  labels: Record<Values[number], string>,
) => z.enum(values).meta(editorMeta({ optionLabels: labels }));

export const linkMessage =
  "Il collegamento deve essere una pagina del sito (come /contatti), un punto della pagina (come #modulo) o un indirizzo che inizia con https://";

/** Where a link goes: a path of this site, a place on the page, a web address, an e-mail or a phone link. */
export const isLinkTarget = (value: string) =>
  isSitePath(value) ||
  /^#[a-z][a-z0-9-]{0,60}$/.test(value) ||
  isWebAddress(value) ||
  /^mailto:[^\s@]+@[^\s@]+$/.test(value) ||
  /^tel:\+?[0-9 ]{3,20}$/.test(value);

export const linkTarget = (what = "Collegamento") =>
  singleLineText({ error: linkMessage })
    .min(1, `${what}: campo obbligatorio`)
    .max(500, tooLong(what, 500))
    .refine(isLinkTarget, linkMessage)
    .meta(editorMeta({ editor: "link" }));

export const optionalLink = (what = "Collegamento") =>
  singleLineText()
    .max(500, tooLong(what, 500))
    .meta(editorMeta({ editor: "link" }))
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isLinkTarget(value), linkMessage);

export const imageMessage =
  "L'immagine deve essere un file caricato o un indirizzo che inizia con https://";

/**
 * An image: the path of an uploaded file (or an https address); blank becomes null. Its
 * alternative text is the field `<name>Alt` beside it (`imageAlt`): publishing refuses an image
 * without it (decision 059).
 */
export const image = (what = "Immagine") =>
  singleLineText()
    .max(500, tooLong(what, 500))
    .meta(editorMeta({ editor: "image" }))
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isImageUrl(value), imageMessage);

/**
 * What the server adds beside an image field named `image` as it prepares a block (decision
 * 064): the image's focal point in the media library, as CSS object-position, when it is off the
 * centre. The views that crop the image (object-fit: cover) draw it with it.
 */
export type ImageFocus = { imagePosition?: string };

/** The alternative text of the image field beside it (named `<image>Alt`). */
export const imageAlt = (what = "Testo alternativo") =>
  singleLineText()
    .max(250, tooLong(what, 250))
    .meta(editorMeta({ editor: "alt" }))
    .nullish()
    .transform((value) => value || null);

export const buttonStyles = ["primary", "secondary", "outline", "ghost"] as const;
export type ButtonStyle = (typeof buttonStyles)[number];
export const buttonStyleLabels: Record<ButtonStyle, string> = {
  primary: "Pieno",
  secondary: "Chiaro",
  outline: "Contorno",
  ghost: "Discreto",
};

/** The services the quote form can preselect (their names are their Italian words). */
export const quoteServices = serviceOptions.filter((option) => option !== "Altro") as [
  string,
  ...string[],
];
const quoteServiceLabels = Object.fromEntries(quoteServices.map((name) => [name, name]));

export const buttonActions = ["link", "quote"] as const;
export const buttonActionLabels: Record<(typeof buttonActions)[number], string> = {
  link: "Apre una pagina",
  quote: "Apre il preventivo",
};

/**
 * A button: a link to a page or address, or the free-quote form (with its service chosen).
 */
export const buttonSchema = z
  .object({
    label: line("Testo del pulsante", 80),
    action: choice(buttonActions, buttonActionLabels).default("link"),
    to: optionalLink("Collegamento del pulsante"),
    service: choice(quoteServices, quoteServiceLabels)
      .nullish()
      .transform((value) => value ?? null),
    style: choice(buttonStyles, buttonStyleLabels).default("primary"),
    arrow: z.boolean().default(false),
  })
  .refine((button) => button.action === "quote" || button.to !== null, {
    message: "Scegli dove porta il pulsante",
    path: ["to"],
  });

export type BlockButton = z.output<typeof buttonSchema>;

export const buttonList = (max = 4) =>
  z.array(buttonSchema).max(max, `Al massimo ${max} pulsanti`).default([]);

/** The name of an icon of the catalogue; checked against it on the server by `prepare`. */
export const iconName = z
  .string()
  .trim()
  .max(60)
  .regex(/^[a-z0-9-]*$/, "Icona non valida")
  .meta(editorMeta({ editor: "icon" }))
  .nullish()
  .transform((value) => value || null);

/** A list of at most `max` items of `item`, with its message. */
export const itemList = <Item extends z.ZodType>(item: Item, what: string, max: number) =>
  z.array(item).max(max, `${what}: al massimo ${max} elementi`).default([]);

export const sectionTones = ["white", "muted"] as const;
export const sectionToneLabels: Record<(typeof sectionTones)[number], string> = {
  white: "Bianco",
  muted: "Grigio chiaro",
};

/** The heading of a section (eyebrow, h2, lead) and its band's colour. */
export const sectionFields = {
  eyebrow: optionalLine("Occhiello", 80),
  title: line("Titolo della sezione", 160),
  lead: optionalParagraph("Introduzione", 600),
  tone: choice(sectionTones, sectionToneLabels).default("white"),
};

/** How many cards a row holds on a wide screen. */
export const gridColumns = z
  .union([z.literal(2), z.literal(3), z.literal(4)])
  .meta(editorMeta({ optionLabels: { 2: "2", 3: "3", 4: "4" } }))
  .default(3);

/** The labels of `sectionFields`. */
export const sectionFieldLabels = {
  eyebrow: "Occhiello",
  title: "Titolo della sezione",
  lead: "Introduzione",
  tone: "Sfondo",
};

/** The labels of a `buttonList` field named `name`. */
export const buttonFieldLabels = (name: string) => ({
  [`${name}.label`]: "Testo del pulsante",
  [`${name}.action`]: "Che cosa fa",
  [`${name}.to`]: "Dove porta",
  [`${name}.service`]: "Servizio del preventivo",
  [`${name}.style`]: "Aspetto",
  [`${name}.arrow`]: "Con freccia",
});
