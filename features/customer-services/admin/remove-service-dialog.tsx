import type { AdminCustomerService } from "../customer-services.schema";
import { ConfirmDeleteDialog } from "#kit/admin/confirm-delete-dialog";
import { whenClosed } from "#kit/admin/admin-dialog";

type RemoveProps = {
  service: AdminCustomerService;
  pending: boolean;
  onClose: () => void;
  onDelete: () => void;
  onCancelService: () => void;
};

/** Delete a wrongly assigned service; one that tickets or requests name can only be cancelled. */
export function RemoveServiceDialog({
  service,
  pending,
  onClose,
  onDelete,
  onCancelService,
}: RemoveProps) {
  const name = `"${service.serviceName}"`;
  const close = whenClosed(onClose);
  return service.deletable ? (
    <ConfirmDeleteDialog
      open
      onOpenChange={close}
      description={`Eliminare il servizio ${name}, assegnato per errore?`}
      pending={pending}
      onConfirm={onDelete}
    />
  ) : (
    <ConfirmDeleteDialog
      open
      onOpenChange={close}
      title="Annulla servizio"
      description={`Il servizio ${name} ha ticket o richieste collegati: non si può eliminare, si può solo annullare.`}
      warning="Lo stato diventa Annullato; ticket e richieste restano nello storico del cliente."
      confirmLabel="Annulla servizio"
      pendingLabel="Annullamento..."
      cancelLabel="Indietro"
      pending={pending}
      onConfirm={onCancelService}
    />
  );
}
