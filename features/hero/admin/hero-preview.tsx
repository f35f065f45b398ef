import { ArrowRight } from "lucide";
import { Icon } from "#kit/ui/icon";
import {
  heroDefaults,
  heroHighlightClasses,
  safeCssBackground,
  safeCssColor,
} from "../public-hero";
import { DEFAULT_HERO_GRADIENT } from "../hero-default-gradient";
import { previewHtml } from "./preview-html";

export type HeroPreviewValues = {
  title?: string | null;
  subtitle?: string | null;
  description?: string | null;
  ctaText?: string | null;
  backgroundType?: "gradient" | "image";
  backgroundColor?: string | null;
  backgroundImage?: string | null;
  textColor?: string | null;
};

/**
 * A scaled-down copy of the public home hero (features/hero/site/hero-section.tsx) for the
 * dialog: same defaults for empty fields, same gradient fallback, the image under a 40% dark
 * overlay. Headings are plain text here, so the panel keeps its own heading outline.
 */
export function HeroPreview({ values }: { values: HeroPreviewValues }) {
  const image = values.backgroundType === "image" ? values.backgroundImage?.trim() || null : null;
  const background = image
    ? undefined
    : (safeCssBackground(values.backgroundColor) ?? DEFAULT_HERO_GRADIENT);
  const color = safeCssColor(values.textColor) ?? heroDefaults.textColor;
  const title = previewHtml(values.title?.trim() || heroDefaults.title);
  const description = previewHtml(values.description?.trim() || heroDefaults.description);

  return (
    <figure className="m-0">
      <div
        data-testid="hero-preview"
        className="relative isolate flex min-h-64 items-center overflow-hidden rounded-xl bg-brand-900"
        style={background ? { background } : undefined}
      >
        {image ? (
          <>
            <img src={image} alt="" className="absolute inset-0 -z-20 size-full object-cover" />
            <div className="absolute inset-0 -z-10 bg-black/40" aria-hidden="true" />
          </>
        ) : null}
        <div className="w-full px-6 py-10 text-center" style={{ color }}>
          <p className="text-xs font-semibold tracking-widest uppercase opacity-90">
            {values.subtitle?.trim() || heroDefaults.subtitle}
          </p>
          <p
            className={`mt-3 text-2xl leading-tight font-extrabold text-balance sm:text-3xl ${heroHighlightClasses}`}
            dangerouslySetInnerHTML={{ __html: title }}
          />
          <p
            className="mx-auto mt-3 max-w-md text-sm text-pretty opacity-95"
            dangerouslySetInnerHTML={{ __html: description }}
          />
          <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
            <span className="inline-flex h-9 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-brand-800">
              {values.ctaText?.trim() || heroDefaults.ctaText}
              <Icon node={ArrowRight} className="size-4" />
            </span>
            <span className="inline-flex h-9 items-center rounded-lg border-2 border-current px-4 text-sm font-semibold">
              Richiedi una consulenza
            </span>
          </div>
        </div>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">
        Anteprima dal vivo: così apparirà in cima alla home page.
      </figcaption>
    </figure>
  );
}
