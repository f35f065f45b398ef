import type { ReactNode } from "react";
import { Cpu } from "lucide";
import { Icon } from "#kit/ui/icon";
import { srcSetFor } from "#features/shared/stored-image";
import { clsx as cn } from "clsx";
import { gradientOf, paragraphs, platformImageOf, type PublicPlatform } from "../solution-display";
import { focalStyle } from "../../media/media-values";
import { accentText } from "./platform-colors";

function Section(props: {
  id: string;
  title: string;
  tone?: "white" | "slate";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className={cn("py-16 sm:py-20", props.tone === "slate" ? "bg-slate-50" : "bg-white")}
    >
      <div className="container-page">
        <h2 id={props.id} className="text-3xl font-bold text-slate-900">
          {props.title}
        </h2>
        {props.children}
      </div>
    </section>
  );
}

/** Long description, technologies, use cases and gallery; each shown only when it has content. */
export function PlatformSections({ platform }: { platform: PublicPlatform }) {
  const color = gradientOf(platform.gradientColor);
  const text = paragraphs(platform.longDescription);
  const technologies = platform.technologies.filter((t) => t.trim());
  const useCases = platform.useCases.filter((u) => u.title.trim());
  const gallery = platform.galleryImages.filter(Boolean);
  return (
    <>
      {text.length > 0 && (
        <Section id="platform-overview" title={`Cos'è ${platform.name}`}>
          <div className="mt-6 max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
            {text.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </Section>
      )}
      {technologies.length > 0 && (
        <Section id="platform-technologies" title="Tecnologie Utilizzate" tone="slate">
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {technologies.map((tech) => (
              <li
                key={tech}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-medium text-slate-800"
              >
                <Icon node={Cpu} className={cn("size-5 shrink-0", accentText[color])} />
                {tech}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {useCases.length > 0 && (
        <Section id="platform-use-cases" title="Casi d'Uso e Settori">
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {useCases.map((useCase) => (
              <li
                key={useCase.title}
                data-testid="use-case"
                className="rounded-2xl border border-slate-200 p-6 shadow-sm"
              >
                <h3 className="text-xl font-semibold text-slate-900">{useCase.title}</h3>
                <p className="mt-2 text-slate-600">{useCase.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {gallery.length > 0 && (
        <Section id="platform-gallery" title="Galleria" tone="slate">
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {gallery.map((src, i) => (
              <li key={src}>
                <img
                  src={src}
                  srcSet={srcSetFor(src)}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  width={1200}
                  height={750}
                  loading="lazy"
                  decoding="async"
                  alt={
                    platformImageOf(platform, src)?.alt ??
                    `${platform.name}: schermata ${i + 1} di ${gallery.length}`
                  }
                  className="aspect-[16/10] w-full rounded-2xl bg-white object-cover shadow-md ring-1 ring-slate-200"
                  style={focalStyle(platformImageOf(platform, src)?.position)}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
