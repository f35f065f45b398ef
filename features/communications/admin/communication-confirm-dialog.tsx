import { Send } from "lucide";
import { ConfirmActionDialog } from "#kit/admin/confirm-action-dialog";
import type { CommunicationPreview } from "#features/support-desk/desk-views";

type Props = {
  /** The server's preview while the dialog is open, null when closed. */
  preview: CommunicationPreview | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Mario Rossi, Giulia Conti e altri 3" from the preview's first names and its count. */
export function recipientNames({ count, names }: Pick<CommunicationPreview, "count" | "names">) {
  const others = count - names.length;
  return others > 0 ? `${names.join(", ")} e altri ${others}` : names.join(", ");
}

/**
 * The question before any communication leaves (issue 22): to how many customers, whom, and the
 * mail exactly as the first of them will receive it (built by the server with the same code that
 * builds the mail), greeting and closing included. Escape and Annulla send nothing.
 */
export function CommunicationConfirmDialog({ preview, pending, onCancel, onConfirm }: Props) {
  const many = (preview?.count ?? 0) > 1;
  return (
    <ConfirmActionDialog
      open={preview !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={
        many
          ? `Stai per scrivere a ${preview?.count} clienti`
          : `Stai per scrivere a ${preview?.names[0] ?? "un cliente"}`
      }
      description={
        preview ? (
          <>
            {many ? <p data-testid="communication-recipients">{recipientNames(preview)}</p> : null}
            <p className="text-sm">
              {many
                ? `Ecco l'email come la riceverà ${preview.names[0]} (${preview.mail.to}); gli altri la ricevono con il proprio nome.`
                : `Ecco l'email come la riceverà (${preview.mail.to}).`}
            </p>
            <figure
              // Scrolls when long: reachable by keyboard.
              tabIndex={0}
              aria-label="Anteprima dell'email"
              className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
            >
              <p className="font-semibold text-slate-900">Oggetto: {preview.mail.subject}</p>
              <pre
                data-testid="communication-mail-preview"
                className="mt-2 font-sans break-words whitespace-pre-wrap text-slate-800"
              >
                {preview.mail.text}
              </pre>
            </figure>
          </>
        ) : null
      }
      icon={Send}
      confirmLabel={many ? `Invia a ${preview?.count} clienti` : "Invia"}
      pendingLabel="Invio in corso..."
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
