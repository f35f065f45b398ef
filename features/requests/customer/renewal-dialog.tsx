import { Button } from "#kit/ui/button";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { DialogFooter } from "#kit/ui/dialog";
import { usePortalMutation } from "#features/shared/customer/forms/use-portal-mutation";
import { errorMessage } from "#kit/lib/api-errors";
import { formatNumericDate, isoOf } from "#kit/lib/dates";
import { renewalApi } from "./renewal-api";

type Props = {
  onClose: () => void;
  service: { id: number; serviceName: string; expiryDate: string; price: string | null };
  /** A renewal request of this service already waits for the company's answer. */
  pending: boolean;
};

/**
 * 'Richiedi il rinnovo' (decision 033): opened from the service's card or from the link of a
 * renewal reminder (?rinnovo=<id>); one confirmation files the request, the company decides.
 */
export function RenewalDialog({ onClose, service, pending }: Props) {
  const send = usePortalMutation({
    mutationFn: renewalApi.create,
    success: {
      title: "Richiesta di rinnovo inviata",
      description: "Ti comunicheremo l'esito per email; lo troverai anche in 'Le mie richieste'.",
    },
    failure: "Errore nell'invio della richiesta di rinnovo",
    onSuccess: onClose,
  });
  const problem = pending
    ? "Hai già una richiesta di rinnovo in attesa per questo servizio: ti risponderemo al più presto."
    : send.isError
      ? errorMessage(send.error, "Invio non riuscito: riprova tra qualche istante.")
      : null;

  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      busy={send.isPending}
      title="Richiedi il rinnovo"
      description={`Vuoi chiedere il rinnovo del servizio "${service.serviceName}"? Il nostro staff ti risponderà per email.`}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-slate-50 p-4 text-sm">
        <div>
          <dt className="font-medium text-slate-600">Scadenza attuale</dt>
          <dd className="font-semibold text-slate-900">
            <time dateTime={isoOf(service.expiryDate)}>
              {formatNumericDate(service.expiryDate)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Prezzo</dt>
          <dd className="font-semibold text-slate-900">{service.price ?? "N/A"}</dd>
        </div>
      </dl>
      {problem ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
          {pending ? "Chiudi" : "Annulla"}
        </Button>
        {pending ? null : (
          <Button onClick={() => send.mutate({ serviceId: service.id })} disabled={send.isPending}>
            {send.isPending ? "Invio in corso..." : "Conferma richiesta di rinnovo"}
          </Button>
        )}
      </DialogFooter>
    </AdminDialog>
  );
}
