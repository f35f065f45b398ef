import { Building2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { contactPreview, type AdminContact } from "../contact-inbox";
import { OpenCardButton, type CardSpec } from "#kit/admin/card-list";
import { CategoryBadge, NewBadge } from "./contact-badges";
import { formatLongDateTime } from "#kit/lib/dates";

/**
 * The messages as cards; unread ones are highlighted with the NUOVO badge. The sender's name is
 * the button that opens the detail (`onOpen`), and its click area covers the whole card.
 */
export const contactCards = (onOpen: (id: number) => void): CardSpec<AdminContact> => ({
  label: "Messaggi",
  testId: "contacts-list",
  cardTestId: "contact-item",
  openable: true,
  cardProps: (contact) => ({
    "data-read": contact.isRead,
    className: contact.isRead
      ? "transition-colors hover:border-brand-600"
      : "border-brand-600 border-l-4 border-l-brand-700 bg-brand-50 transition-colors hover:bg-brand-100",
  }),
  children: (contact) => (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <OpenCardButton onClick={() => onOpen(contact.id)}>{contact.name}</OpenCardButton>
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
    </>
  ),
});
