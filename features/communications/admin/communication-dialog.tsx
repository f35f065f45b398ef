import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { useCommunicationActions } from "#features/support-desk/admin/desk-api";
import { CommunicationForm } from "./communication-form";

/**
 * 'Invia comunicazione' from a customer's page (decision 069): the Comunicazioni tab's form for
 * that one customer, in a dialog, with the same preview that asks before sending. `onSent`
 * after the send (the owner refreshes what shows it); shown while its owner renders it.
 */
export function CommunicationDialog({
  customer,
  onClose,
  onSent,
}: {
  customer: { id: number; name: string };
  onClose: () => void;
  onSent: () => void;
}) {
  const { preview, send } = useCommunicationActions();
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title="Invia comunicazione"
      description="Il cliente la trova nella sua area riservata e la riceve per email."
      size="lg"
      busy={send.isPending}
    >
      <CommunicationForm
        recipient={customer}
        pending={send.isPending}
        onPreview={(input) => preview.mutateAsync(input)}
        onSend={async (input) => {
          await send.mutateAsync(input);
          onSent();
          onClose();
        }}
      />
    </AdminDialog>
  );
}
