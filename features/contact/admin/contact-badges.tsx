import { Badge, type BadgeTone } from "#kit/ui/badge";
import { contactCategory } from "../contact.schema";
import { categoryLabels, type AdminContact } from "../contact-inbox";

const categoryTones = {
  quote: "warning",
  job: "violet",
  general: "neutral",
} as const satisfies Record<string, BadgeTone>;

/** The derived category of a message (Preventivo, Candidatura, Generale). */
export function CategoryBadge({ contact }: { contact: Pick<AdminContact, "message" | "budget"> }) {
  const category = contactCategory(contact);
  return <Badge tone={categoryTones[category]}>{categoryLabels[category]}</Badge>;
}

/** The NUOVO badge of an unread message. */
export function NewBadge() {
  return (
    <Badge tone="brand" className="tracking-wide" data-testid="contact-new-badge">
      NUOVO
    </Badge>
  );
}
