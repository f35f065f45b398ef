import { Building2 } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { contactPreview, type AdminContact } from "../contact-inbox";
import { cn } from "#app/components/ui/cn";
import { CategoryBadge, NewBadge } from "./contact-badges";
import { formatLongDateTime } from "#features/shared/dates";

type Props = { contacts: AdminContact[]; onOpen: (id: number) => void };

/**
 * The messages as cards; unread ones are highlighted with the NUOVO badge. The sender's name is
 * the button that opens the detail, and its click area covers the whole card.
 */
export function ContactList({ contacts, onOpen }: Props) {
  return (
    <ul className="grid gap-3" aria-label="Messaggi" data-testid="contacts-list">
      {contacts.map((contact) => (
        <li
          key={contact.id}
          data-testid="contact-item"
          data-read={contact.isRead}
          className={cn(
            "relative rounded-xl border p-4 shadow-sm transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700",
            contact.isRead
              ? "border-slate-200 bg-white hover:border-brand-600"
              : "border-brand-600 border-l-4 border-l-brand-700 bg-brand-50 hover:bg-brand-100",
          )}
        >
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => onOpen(contact.id)}
              className="text-left font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            >
              {contact.name}
            </button>
            {contact.isRead ? null : <NewBadge />}
            <CategoryBadge contact={contact} />
            <span className="ml-auto text-sm text-slate-700">
              {formatLongDateTime(contact.createdAt)}
            </span>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>{contact.email}</span>
            {contact.company ? (
              <span className="inline-flex items-center gap-1">
                <Icon node={Building2} className="size-4" />
                {contact.company}
              </span>
            ) : null}
          </p>
          <p className="mt-2 text-slate-800" data-testid="contact-preview">
            {contactPreview(contact.message)}
          </p>
        </li>
      ))}
    </ul>
  );
}
