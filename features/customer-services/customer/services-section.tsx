import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";
import { sectionHref } from "#kit/lib/customer-format";
import type { PortalService } from "#features/customer-portal/portal-views";
import { CancellationDialog } from "#features/requests/customer/cancellation-dialog";
import { RenewalDialog } from "#features/requests/customer/renewal-dialog";
import { renewalApi, renewalRequestsKey } from "#features/requests/customer/renewal-api";
import { InfoRequestDialog } from "#features/requests/customer/info-request-dialog";
import { TicketFormDialog } from "#features/tickets/customer/ticket-form-dialog";
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SectionHeader,
} from "#features/shared/customer/states";
import { RequestsBlock } from "#features/requests/customer/requests-block";
import { ServiceCard, type ServiceAction } from "./service-card";

/**
 * I Miei Servizi: one card per service with its actions, then 'Le mie richieste'. The link of a
 * renewal reminder (?rinnovo=<service id>) opens that service's renewal confirmation.
 */
export function ServicesSection() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const services = useQuery({ queryKey: customerKeys.services, queryFn: customerApi.services });
  const cancellations = useQuery({
    queryKey: customerKeys.cancellationRequests,
    queryFn: customerApi.cancellationRequests,
  });
  const renewals = useQuery({ queryKey: renewalRequestsKey, queryFn: renewalApi.list });
  const [open, setOpen] = useState<{ action: ServiceAction; service: PortalService } | null>(null);
  const close = () => setOpen(null);
  const pending = new Set(
    (cancellations.data ?? []).filter((r) => r.status === "pending").map((r) => r.serviceId),
  );
  const renewalPending = new Set(
    (renewals.data ?? []).filter((r) => r.status === "pending").map((r) => r.serviceId),
  );
  const linked = params.get("rinnovo");
  const linkedService = linked
    ? services.data?.find((service) => String(service.id) === linked)
    : undefined;
  const closeLinked = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("rinnovo");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <SectionHeader title="I Miei Servizi">
        I servizi attivi con noi, le scadenze e i prezzi. Da ogni servizio puoi aprire un ticket,
        chiedere informazioni, richiederne il rinnovo o la disdetta.
      </SectionHeader>
      {services.isPending ? (
        <LoadingState label="Caricamento dei servizi..." />
      ) : services.isError ? (
        <ErrorState onRetry={() => void services.refetch()} />
      ) : services.data.length === 0 ? (
        <EmptyState>
          <p>Non ci sono ancora servizi associati al tuo account.</p>
        </EmptyState>
      ) : (
        <div className="grid gap-5 xl:grid-cols-2">
          {services.data.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              cancellationPending={pending.has(service.id)}
              renewalPending={renewalPending.has(service.id)}
              onAction={(action, chosen) => setOpen({ action, service: chosen })}
            />
          ))}
        </div>
      )}
      <RequestsBlock />

      {open?.action === "ticket" ? (
        <TicketFormDialog
          onClose={close}
          serviceId={open.service.id}
          onCreated={(ticket) =>
            void navigate(sectionHref("supporto", { ticket: String(ticket.id) }))
          }
        />
      ) : null}
      {open?.action === "info" ? (
        <InfoRequestDialog onClose={close} serviceId={open.service.id} />
      ) : null}
      {linked && services.data && !linkedService ? (
        <p role="alert" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          Il servizio del link non è tra i tuoi servizi: controlla di aver effettuato l&apos;accesso
          con l&apos;account giusto.
        </p>
      ) : null}
      {linkedService && !open && renewals.data ? (
        <RenewalDialog
          service={linkedService}
          pending={renewalPending.has(linkedService.id)}
          onClose={closeLinked}
        />
      ) : null}
      {open?.action === "renew" ? (
        <RenewalDialog
          service={open.service}
          pending={renewalPending.has(open.service.id)}
          onClose={close}
        />
      ) : null}
      {open?.action === "cancel" ? (
        <CancellationDialog onClose={close} service={open.service} />
      ) : null}
    </>
  );
}
