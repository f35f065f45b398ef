import { CardGridSection } from "#features/shared/site/section-heading";
import type { PreparedData } from "./block-catalog";

type Colour = PreparedData<"people">["people"][number]["colour"];

const colourClasses: Record<Colour, string> = {
  "brand-dark": "bg-brand-800",
  brand: "bg-brand-700",
  fuchsia: "bg-fuchsia-800",
  teal: "bg-teal-800",
  amber: "bg-amber-800",
  emerald: "bg-emerald-800",
};

/** Two letters for the avatar: first letters of the first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

export function PeopleView({ id, data }: { id: string; data: PreparedData<"people"> }) {
  return (
    <CardGridSection
      id={`${id}-title`}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
      grid="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      {data.people.map((member, index) => (
        <li
          key={index}
          data-testid="person"
          className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <span
            aria-hidden="true"
            className={`inline-flex size-20 items-center justify-center rounded-full text-2xl font-bold text-white ${colourClasses[member.colour]}`}
          >
            {initialsOf(member.name)}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
          {member.area ? (
            <p className="mt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {member.area}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
        </li>
      ))}
    </CardGridSection>
  );
}
