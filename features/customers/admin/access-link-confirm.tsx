import { ConfirmActionDialog } from "#kit/admin/confirm-action-dialog";
import type { AdminCustomer } from "../customers.schema";

type Props = {
  /** The customer to mail, or null when closed. */
  customer: AdminCustomer | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (customer: AdminCustomer) => void;
};

/**
 * The question before "Invia link di accesso": it names the address the link goes to and says
 * that the links sent before stop working. Left open while the call runs and on failure.
 */
export function AccessLinkConfirm({ customer, pending, onClose, onConfirm }: Props) {
  return (
    <ConfirmActionDialog
      open={customer !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Invia link di accesso"
      description={
        customer ? (
          <>
            <p className="break-words">
              Inviare a <strong>{customer.email}</strong> un link per impostare la password?
            </p>
            <p>
              Il link vale 72 ore e una sola volta; i link inviati prima a questo cliente non
              varranno più.
            </p>
          </>
        ) : null
      }
      confirmLabel="Invia il link"
      pendingLabel="Invio..."
      pending={pending}
      onConfirm={() => customer && onConfirm(customer)}
    />
  );
}
