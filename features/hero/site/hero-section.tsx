import { Link } from "react-router";
import { ArrowRight, LoaderCircle } from "lucide";
import { Icon } from "#kit/ui/icon";
import { useRootData } from "#features/settings/root-data";
import { srcSetFor } from "#features/shared/stored-image";
import { focalStyle } from "#features/media/media-values";
import {
  heroDefaults,
  heroHighlightClasses,
  safeCssBackground,
  safeCssColor,
  safeLinkUrl,
  type ShownHero,
} from "../public-hero";
import { useFreshData } from "#kit/lib/use-fresh-data";
import { fetchActiveHero } from "./home-queries";
import { DEFAULT_HERO_GRADIENT as defaultGradient } from "../hero-default-gradient";
import { HeroDecorations } from "./hero-decorations";

const frame = "relative isolate flex min-h-[36rem] items-center overflow-hidden lg:min-h-[42rem]";

/**
 * The home hero: the variant shown now (its period or the active one), always refetched in the
 * browser (../shared/spec/public-site.md §2).
 */
export function HeroSection({ initialHero }: { initialHero: ShownHero | null | undefined }) {
  const { data: hero, isPending } = useFreshData(initialHero, fetchActiveHero, { always: true });

  if (isPending) {
    return (
      <section aria-label="Presentazione" className={frame} style={{ background: defaultGradient }}>
        <div role="status" className="mx-auto flex flex-col items-center gap-3 text-white">
          <Icon node={LoaderCircle} className="size-10 animate-spin motion-reduce:animate-none" />
          <span className="sr-only">Caricamento in corso</span>
        </div>
      </section>
    );
  }
  if (!hero) return <EmptyHero />;
  return <ActiveHero hero={hero} />;
}

function EmptyHero() {
  const siteName = useRootData()?.settings.site_name ?? "Scaligera Digital";
  return (
    <section aria-labelledby="hero-title" className={frame} style={{ background: defaultGradient }}>
      <HeroDecorations />
      <div className="mx-auto max-w-3xl px-4 pt-24 text-center text-white">
        <h1 id="hero-title" className="sr-only">
          {siteName}: {heroDefaults.title}
        </h1>
        <p className="text-xl font-medium">Nessun banner attivo</p>
      </div>
    </section>
  );
}

function ActiveHero({ hero }: { hero: ShownHero }) {
  const image = hero.backgroundImage?.trim() || null;
  const color = safeCssColor(hero.textColor) ?? heroDefaults.textColor;
  const background = image
    ? undefined
    : (safeCssBackground(hero.backgroundColor) ?? defaultGradient);
  const ctaUrl = safeLinkUrl(hero.ctaUrl) ?? heroDefaults.ctaUrl;
  const ctaText = hero.ctaText?.trim() || heroDefaults.ctaText;

  return (
    <section
      aria-labelledby="hero-title"
      className={`${frame} bg-brand-900`}
      style={background ? { background } : undefined}
    >
      {image ? (
        <>
          <img
            src={image}
            srcSet={srcSetFor(image)}
            sizes="100vw"
            alt=""
            width={1920}
            height={1080}
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 -z-20 size-full object-cover"
            style={focalStyle(hero.backgroundPosition)}
          />
          <div className="absolute inset-0 -z-10 bg-black/40" aria-hidden="true" />
        </>
      ) : (
        <HeroDecorations />
      )}
      <div
        className="mx-auto w-full max-w-5xl px-4 pt-32 pb-20 text-center sm:px-6"
        style={{ color }}
      >
        <p className="text-sm font-semibold tracking-widest uppercase opacity-90">
          {hero.subtitle?.trim() || heroDefaults.subtitle}
        </p>
        <h1
          id="hero-title"
          className={`mt-4 text-4xl leading-tight font-extrabold text-balance sm:text-5xl lg:text-6xl ${heroHighlightClasses}`}
          dangerouslySetInnerHTML={{ __html: hero.title.trim() || heroDefaults.title }}
        />
        <p
          className="mx-auto mt-6 max-w-2xl text-lg text-pretty opacity-95 sm:text-xl"
          dangerouslySetInnerHTML={{ __html: hero.description?.trim() || heroDefaults.description }}
        />
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <HeroLink
            to={ctaUrl}
            className="bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white"
          >
            {ctaText}
            <Icon node={ArrowRight} className="size-5" />
          </HeroLink>
          <HeroLink
            to="/contatti"
            className="border-2 border-current hover:bg-white/10 focus-visible:outline-current"
          >
            Richiedi una consulenza
          </HeroLink>
        </div>
      </div>
    </section>
  );
}

function HeroLink({
  to,
  className,
  children,
}: {
  to: string;
  className: string;
  children: React.ReactNode;
}) {
  const classes = `btn btn-lg ${className}`;
  if (to.startsWith("/") || to.startsWith("#")) {
    return (
      <Link to={to} className={classes} data-testid="hero-link">
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={classes} data-testid="hero-link">
      {children}
    </a>
  );
}
