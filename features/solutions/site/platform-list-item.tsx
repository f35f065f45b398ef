import { Check } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { clsx as cn } from "clsx";
import {
  categoryLabel,
  firstItems,
  gradientOf,
  listFeatureLimit,
  listTechnologyLimit,
  platformImageOf,
  type PublicPlatform,
} from "../solution-display";
import { accentText, badgeTone } from "./platform-colors";
import { PlatformImage } from "./platform-image";

/** One platform of /piattaforme: image on one side, texts on the other, sides alternating. */
export function PlatformListItem({ platform, index }: { platform: PublicPlatform; index: number }) {
  const color = gradientOf(platform.gradientColor);
  const features = firstItems(platform.features, listFeatureLimit);
  const technologies = firstItems(platform.technologies, listTechnologyLimit);
  const titleId = `platform-${platform.slug}`;
  const href = `/piattaforme/${platform.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="platform-item"
      className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn(index % 2 === 1 && "lg:order-2")}>
        <PlatformImage
          name={platform.name}
          image={platform.heroImage}
          facts={platformImageOf(platform, platform.heroImage)}
          color={color}
          eager={index === 0}
        />
      </div>
      <div>
        <span
          className={cn(
            "inline-flex rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase ring-1",
            badgeTone[color],
          )}
        >
          {categoryLabel(platform.category)}
        </span>
        <h2 id={titleId} className="mt-4 text-3xl font-bold text-slate-900">
          {platform.name}
        </h2>
        <p className="section-lead">{platform.shortDescription}</p>
        {features.length > 0 && (
          <ul aria-label={`Funzionalità principali di ${platform.name}`} className="mt-6 space-y-3">
            {features.map((feature) => (
              <li key={feature} data-testid="platform-feature" className="flex gap-3">
                <Icon node={Check} className={cn("mt-0.5 size-5 shrink-0", accentText[color])} />
                <span className="text-slate-700">{feature}</span>
              </li>
            ))}
          </ul>
        )}
        {technologies.length > 0 && (
          <ul aria-label={`Tecnologie di ${platform.name}`} className="mt-6 flex flex-wrap gap-2">
            {technologies.map((tech) => (
              <li key={tech} data-testid="platform-technology" className="tag">
                {tech}
              </li>
            ))}
          </ul>
        )}
        <ArrowLink to={href} className={cn(buttonClasses("primary", "lg"), "mt-8")} size="size-5">
          Scopri {platform.name}
        </ArrowLink>
      </div>
    </article>
  );
}
