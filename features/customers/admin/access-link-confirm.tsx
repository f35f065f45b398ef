import { Button } from "#app/components/ui/button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
} from "#app/components/ui/alert-dialog";
import { closeUnlessBusy } from "#app/components/admin/shared/admin-dialog";
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
    <AlertDialog
      open={customer !== null}
      onOpenChange={closeUnlessBusy(pending, (open) => (open ? undefined : onClose()))}
    >
      {customer ? (
        <AlertDialogContent
          title="Invia link di accesso"
          description={
            <>
              <p className="break-words">
                Inviare a <strong>{customer.email}</strong> un link per impostare la password?
              </p>
              <p>
                Il link vale 72 ore e una sola volta; i link inviati prima a questo cliente non
                varranno più.
              </p>
            </>
          }
          actions={
            <>
              <AlertDialogCancel asChild>
                <Button variant="secondary" disabled={pending}>
                  Annulla
                </Button>
              </AlertDialogCancel>
              <Button onClick={() => onConfirm(customer)} disabled={pending} aria-live="polite">
                {pending ? "Invio..." : "Invia il link"}
              </Button>
            </>
          }
        />
      ) : null}
    </AlertDialog>
  );
}
