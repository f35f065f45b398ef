import { contactCategory } from "../contact.schema";
import { categoryLabels, type AdminContact } from "../contact-inbox";
import { cn } from "#app/lib/cn";

const categoryClasses = {
  quote: "bg-amber-100 text-amber-900",
  job: "bg-violet-100 text-violet-900",
  general: "bg-slate-200 text-slate-800",
} as const;

/** The derived category of a message (Preventivo, Candidatura, Generale). */
export function CategoryBadge({ contact }: { contact: Pick<AdminContact, "message" | "budget"> }) {
  const category = contactCategory(contact);
  return (
    <span
      className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", categoryClasses[category])}
    >
      {categoryLabels[category]}
    </span>
  );
}

/** The NUOVO badge of an unread message. */
export function NewBadge() {
  return (
    <span
      className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white"
      data-testid="contact-new-badge"
    >
      NUOVO
    </span>
  );
}
