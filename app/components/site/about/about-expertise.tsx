import { Check, Cloud, Code, GraduationCap, Handshake, LifeBuoy, Palette, Settings } from "lucide";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { CardGridSection } from "../company/section-heading";
import { IconTextCards } from "../company/text-card";
import { supportPoints, techAreas } from "./about-data";

const areaIcons = [Code, Palette, Cloud];
const supportIcons = [Handshake, LifeBuoy, GraduationCap, Settings] as const;

/** The three technology areas and the four support points. */
export function AboutExpertise() {
  return (
    <>
      <CardGridSection
        id="about-tech-title"
        eyebrow="Competenze"
        title="Le nostre aree tecnologiche"
        lead="Tre aree di competenza che lavorano insieme su ogni progetto."
        grid="mt-14 grid gap-8 lg:grid-cols-3"
      >
        {techAreas.map((area, index) => {
          const icon = areaIcons[index] ?? Code;
          return (
            <li key={area.title} data-testid="about-tech-area" className="card-flush">
              <div className="flex items-center gap-4 bg-linear-to-br from-brand-900 to-brand-700 px-7 py-6 text-white">
                <Icon node={icon} className="size-8" />
                <h3 className="text-xl font-semibold">{area.title}</h3>
              </div>
              <div className="flex flex-1 flex-col p-7">
                <p className="text-slate-600">{area.text}</p>
                <ul className="mt-5 flex-1 space-y-2">
                  {area.items.map((item) => (
                    <li key={item} className="flex items-start gap-2 text-slate-700">
                      <Icon node={Check} className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                      {item}
                    </li>
                  ))}
                </ul>
                <ArrowLink to={area.to} className="mt-6 arrow-link self-start">
                  Approfondisci<span className="sr-only"> {area.title}</span>
                </ArrowLink>
              </div>
            </li>
          );
        })}
      </CardGridSection>

      <CardGridSection
        id="about-support-title"
        tone="muted"
        eyebrow="Al tuo fianco"
        title="Supporto prima, durante e dopo il progetto"
        grid="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        <IconTextCards items={supportPoints} icons={supportIcons} testId="about-support-point" />
      </CardGridSection>
    </>
  );
}
