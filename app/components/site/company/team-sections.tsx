import { CircleCheck } from "lucide";
import { CardGridSection } from "./section-heading";
import { IconTextCards } from "./text-card";
import { initialsOf, teamMembers, workingPrinciples, type TeamArea } from "./team-data";

const avatarColours: Record<TeamArea, string> = {
  Direzione: "bg-brand-800",
  Sviluppo: "bg-brand-700",
  Design: "bg-fuchsia-800",
  "Sistemi e cloud": "bg-teal-800",
  Marketing: "bg-amber-800",
  Assistenza: "bg-emerald-800",
};

/** The team as cards with initials avatars. */
export function TeamGrid() {
  return (
    <CardGridSection
      id="team-people-title"
      eyebrow="Le persone"
      title="Chi lavora ai tuoi progetti"
      lead="Un gruppo affiatato di professionisti, molti dei quali lavorano insieme da oltre dieci anni."
      grid="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      {teamMembers.map((member) => (
        <li
          key={member.name}
          data-testid="team-member"
          className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
        >
          <span
            aria-hidden="true"
            className={`inline-flex size-20 items-center justify-center rounded-full text-2xl font-bold text-white ${avatarColours[member.area]}`}
          >
            {initialsOf(member.name)}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
          <p className="mt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {member.area}
          </p>
          <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
        </li>
      ))}
    </CardGridSection>
  );
}

/** How the team works with customers. */
export function TeamPrinciples() {
  return (
    <CardGridSection
      id="team-method-title"
      tone="muted"
      eyebrow="Metodo"
      title="Come lavoriamo"
      lead="Poche regole chiare, applicate a ogni progetto, grande o piccolo."
      grid="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
    >
      <IconTextCards items={workingPrinciples} icons={[CircleCheck]} />
    </CardGridSection>
  );
}
