import { useRef, useState, type ReactNode } from "react";
import { CheckCheck, Mail, Reply, Trash2 } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button, buttonClasses } from "#kit/ui/button";
import { replyMailto, type AdminContact } from "../contact-inbox";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { DialogFooter } from "#kit/ui/dialog";
import { ConfirmDeleteDialog } from "#kit/admin/confirm-delete-dialog";
import { CategoryBadge, NewBadge } from "./contact-badges";
import { formatLongDateTime, withArticle } from "#kit/lib/dates";
import { ActivityHistory } from "#features/activity/admin/activity-history";
import { useContactActions } from "./use-contact-actions";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

type Props = { contact: AdminContact; onClose: () => void };

/**
 * The detail of a message: all its fields, a reply-by-e-mail link, mark as read (unread only),
 * delete (after confirmation; the dialogs stay open when the call fails) and its 'Cronologia'.
 */
export function ContactDetailDialog({ contact, onClose }: Props) {
  const { markRead, remove } = useContactActions();
  const [confirming, setConfirming] = useState(false);
  // The mark-as-read button disappears once it worked: focus moves on to the reply link.
  const replyRef = useRef<HTMLAnchorElement>(null);

  const confirmDelete = () =>
    remove.mutate(contact.id, {
      onSuccess: () => {
        setConfirming(false);
        onClose();
      },
    });

  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title={`Messaggio di ${contact.name}`}
      description={`Ricevuto ${withArticle(formatLongDateTime(contact.createdAt))}`}
      size="lg"
      busy={markRead.isPending || remove.isPending}
    >
      <div className="flex flex-wrap gap-2">
        {contact.isRead ? (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
            Letto
          </span>
        ) : (
          <NewBadge />
        )}
        <CategoryBadge contact={contact} />
      </div>
      <dl className="mt-4 grid gap-3">
        <Detail label="Nome">{contact.name}</Detail>
        <Detail label="Email">
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex items-center gap-1 break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            <Icon node={Mail} className="size-4 shrink-0" />
            {contact.email}
          </a>
        </Detail>
        <Detail label="Azienda">{contact.company ?? "Non indicata"}</Detail>
        <Detail label="Budget">{contact.budget ?? "Non indicato"}</Detail>
      </dl>
      <h3 className="mt-6 text-base font-bold text-slate-900">Messaggio</h3>
      <p
        className="mt-2 rounded-lg bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900"
        data-testid="contact-message"
      >
        {contact.message}
      </p>
      <div className="mt-6">
        <ActivityHistory entity="contacts" id={contact.id} />
      </div>

      <DialogFooter>
        <Button variant="destructive" onClick={() => setConfirming(true)} className="sm:mr-auto">
          <Icon node={Trash2} className="size-4" />
          Elimina
        </Button>
        {contact.isRead ? null : (
          <Button
            variant="secondary"
            onClick={() =>
              markRead.mutate(contact.id, { onSuccess: () => replyRef.current?.focus() })
            }
            disabled={markRead.isPending}
          >
            <Icon node={CheckCheck} className="size-4" />
            {markRead.isPending ? "Aggiornamento..." : "Segna come letto"}
          </Button>
        )}
        <a ref={replyRef} href={replyMailto(contact)} className={buttonClasses("primary")}>
          <Icon node={Reply} className="size-4" />
          Rispondi via email
        </a>
      </DialogFooter>

      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={`Sei sicuro di voler eliminare il messaggio di "${contact.name}"?`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminDialog>
  );
}
