import { Link } from "react-router";
import { CircleCheck } from "lucide";
import { BackLink, Icon } from "#kit/ui/icon";
import { clsx as cn } from "clsx";
import {
  categoryLabel,
  firstItems,
  gradientOf,
  heroFeatureLimit,
  platformImageOf,
  type PublicPlatform,
} from "../solution-display";
import { heroGradient } from "./platform-colors";
import { PlatformImage } from "./platform-image";

const heroButton =
  "inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold transition-colors focus-ring focus-visible:outline-white";

/** Top of a platform page: gradient from its colour, texts and buttons, hero image. */
export function PlatformHero({ platform }: { platform: PublicPlatform }) {
  const color = gradientOf(platform.gradientColor);
  const features = firstItems(platform.features, heroFeatureLimit);
  return (
    <section
      aria-labelledby="platform-title"
      data-gradient={color}
      className={cn("bg-linear-to-br text-white", heroGradient[color])}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <BackLink
            to="/piattaforme"
            className="inline-flex items-center gap-2 text-sm font-medium text-white hover:underline focus-ring focus-visible:outline-white"
          >
            Tutte le piattaforme
          </BackLink>
          <p className="mt-6">
            <span className="inline-flex rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase ring-1 ring-white/30">
              {categoryLabel(platform.category)}
            </span>
          </p>
          <h1 id="platform-title" className="mt-4 text-4xl font-extrabold sm:text-5xl">
            {platform.name}
          </h1>
          <p className="mt-5 text-lg text-white">{platform.shortDescription}</p>
          {features.length > 0 && (
            <ul aria-label="Funzionalità principali" className="mt-8 grid gap-3 sm:grid-cols-2">
              {features.map((feature) => (
                <li key={feature} data-testid="hero-feature" className="flex gap-2.5">
                  <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-white" />
                  <span className="text-white">{feature}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              to="/contatti"
              className={cn(heroButton, "bg-white text-slate-900 hover:bg-slate-100")}
            >
              Richiedi Demo
            </Link>
            <Link
              to="/contatti"
              className={cn(heroButton, "border border-white text-white hover:bg-white/10")}
            >
              Contattaci
            </Link>
          </div>
        </div>
        <PlatformImage
          name={platform.name}
          image={platform.heroImage}
          facts={platformImageOf(platform, platform.heroImage)}
          color={color}
          eager
          className="ring-1 ring-white/20"
        />
      </div>
    </section>
  );
}
