import { useId } from "react";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { formatMinutes } from "../hour-values";
import { MovementForm } from "./movement-form";
import { MovementList } from "./movement-list";
import { useServiceHours } from "./hours-api";

/**
 * A package's 'Monte ore' in the service's edit dialog (decision 068): its balance, a top-up or
 * a correction, and every movement (time on tickets included), each deletable.
 */
export function ServiceHoursPanel({ serviceId }: { serviceId: number }) {
  const id = useId();
  const query = useServiceHours(serviceId);
  const data = query.data;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="text-base font-bold text-slate-900">
        Monte ore
      </h3>
      {query.isPending ? <p role="status">Caricamento del monte ore...</p> : null}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          Impossibile caricare il monte ore. Riprova tra qualche istante.
        </p>
      ) : null}
      {data ? (
        <>
          <p className="text-sm text-slate-800" data-testid="service-hours-balance">
            Ore del pacchetto: {data.packageHours} · Saldo:{" "}
            <strong className={data.balanceMinutes < 0 ? "text-red-800" : undefined}>
              {formatMinutes(data.balanceMinutes)}
            </strong>
          </p>
          <MovementForm
            packages={[data]}
            serviceId={data.serviceId}
            ticketId={null}
            kinds={["top_up", "deduction", "work"]}
            submitLabel="Registra movimento"
          />
          <MovementList movements={data.movements} emptyText="Nessun movimento registrato." />
        </>
      ) : null}
    </section>
  );
}

/** The 'Monte ore' of a package, opened from the list of assigned services. */
export function ServiceHoursDialog({
  serviceId,
  serviceName,
  customerName,
  onClose,
}: {
  serviceId: number;
  serviceName: string;
  customerName: string;
  onClose: () => void;
}) {
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title={`Monte ore: ${serviceName}`}
      description={`Servizio di ${customerName}`}
      size="lg"
    >
      <ServiceHoursPanel serviceId={serviceId} />
    </AdminDialog>
  );
}
