import { useState } from "react";
import { useSearchParams } from "react-router";
import type { DeskCancellationRequest, DeskInfoRequest } from "#features/support-desk/desk-views";
import { requestStatusLabels } from "../request-values";
import { CancellationDecisionDialog } from "./cancellation-decision-dialog";
import { InfoAnswerDialog } from "./info-answer-dialog";
import { CancellationRequestList, InfoRequestList } from "./request-lists";
import { RequestKindSwitch, requestKinds, type RequestKind } from "./request-kind-switch";
import { RenewalRequestList } from "./renewal-request-list";
import { RenewalDecisionDialog } from "./renewal-decision-dialog";
import { renewalRequestsPath, useRenewalDecision } from "./renewals-api";
import type { DeskRenewalRequest } from "../renewal.schema";
import { deskPaths, useRequestActions } from "#features/tickets/admin/support-api";
import { AdminTabSection, ListStates } from "#app/components/admin/shared/tab-parts";
import { ListToolbar } from "#app/components/admin/shared/list-toolbar";
import { useAdminList } from "#app/components/admin/shared/use-admin-list";

const sorts = [
  { value: "date", label: "Data" },
  { value: "subject", label: "Oggetto" },
  { value: "customer", label: "Cliente" },
  { value: "status", label: "Stato" },
];

const statusFilter = (values: (keyof typeof requestStatusLabels)[]) => ({
  name: "status",
  label: "Stato",
  all: "Tutti gli stati",
  options: values.map((value) => ({ value, label: requestStatusLabels[value] })),
});

/**
 * The 'Richieste' tab: the customers' info requests (answer), cancellation requests (approve,
 * which cancels the service, or reject) or renewal requests (approve or reject, decision 033),
 * one list at a time (`?kind=info|cancellation|renewal`), each
 * searched, filtered by status, pending first unless sorted, 25 a page (decision 023). Each
 * outcome is mailed.
 */
export function RequestsTab() {
  const [params] = useSearchParams();
  const asked = params.get("kind");
  const kind: RequestKind = requestKinds.find((k) => k === asked) ?? "info";
  return (
    <AdminTabSection
      tabId="requests"
      title="Richieste"
      description="Richieste di informazioni, di disdetta e di rinnovo inviate dai clienti dalla loro area riservata."
    >
      <RequestKindSwitch kind={kind} />
      {kind === "info" ? <InfoRequests key="info" /> : null}
      {kind === "cancellation" ? <CancellationRequests key="cancellation" /> : null}
      {kind === "renewal" ? <RenewalRequests key="renewal" /> : null}
    </AdminTabSection>
  );
}

function InfoRequests() {
  const list = useAdminList<DeskInfoRequest>(deskPaths.info, ["status"]);
  const { answer } = useRequestActions();
  const [answering, setAnswering] = useState<DeskInfoRequest | null>(null);
  return (
    <section aria-labelledby="requests-info" className="grid gap-4">
      <h3 id="requests-info" className="text-lg font-bold text-slate-900">
        Richieste di informazioni
      </h3>
      <ListToolbar
        list={list}
        idPrefix="info-requests"
        label="Filtra le richieste di informazioni"
        placeholder="Oggetto, testo o cliente"
        filters={[statusFilter(["pending", "answered"])]}
        sorts={sorts}
      />
      <ListStates
        list={list}
        noun="richieste di informazioni"
        emptyText="Nessuna richiesta di informazioni."
        noMatchText="Nessuna richiesta corrisponde alla ricerca o ai filtri."
        errorText="Impossibile caricare le richieste di informazioni."
        emptyRounded="xl"
      >
        {(requests) => <InfoRequestList requests={requests} onAnswer={setAnswering} />}
      </ListStates>
      {answering ? (
        <InfoAnswerDialog
          request={answering}
          pending={answer.isPending}
          onAnswer={(input) => answer.mutateAsync({ id: answering.id, input })}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </section>
  );
}

function CancellationRequests() {
  const list = useAdminList<DeskCancellationRequest>(deskPaths.cancellations, ["status"]);
  const { decide } = useRequestActions();
  const [deciding, setDeciding] = useState<{
    request: DeskCancellationRequest;
    decision: "approved" | "rejected";
  } | null>(null);
  return (
    <section aria-labelledby="requests-cancellation" className="grid gap-4">
      <h3 id="requests-cancellation" className="text-lg font-bold text-slate-900">
        Richieste di disdetta
      </h3>
      <ListToolbar
        list={list}
        idPrefix="cancellation-requests"
        label="Filtra le richieste di disdetta"
        placeholder="Servizio, motivo o cliente"
        filters={[statusFilter(["pending", "approved", "rejected"])]}
        sorts={sorts.map((sort) =>
          sort.value === "subject" ? { ...sort, label: "Servizio" } : sort,
        )}
      />
      <ListStates
        list={list}
        noun="richieste di disdetta"
        emptyText="Nessuna richiesta di disdetta."
        noMatchText="Nessuna richiesta corrisponde alla ricerca o ai filtri."
        errorText="Impossibile caricare le richieste di disdetta."
        emptyRounded="xl"
      >
        {(requests) => (
          <CancellationRequestList
            requests={requests}
            onDecide={(request, decision) => setDeciding({ request, decision })}
          />
        )}
      </ListStates>
      {deciding ? (
        <CancellationDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          pending={decide.isPending}
          onDecide={(input) => decide.mutateAsync({ id: deciding.request.id, input })}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}

function RenewalRequests() {
  const list = useAdminList<DeskRenewalRequest>(renewalRequestsPath, ["status"]);
  const decide = useRenewalDecision();
  const [deciding, setDeciding] = useState<{
    request: DeskRenewalRequest;
    decision: "approved" | "rejected";
  } | null>(null);
  return (
    <section aria-labelledby="requests-renewal" className="grid gap-4">
      <h3 id="requests-renewal" className="text-lg font-bold text-slate-900">
        Richieste di rinnovo
      </h3>
      <ListToolbar
        list={list}
        idPrefix="renewal-requests"
        label="Filtra le richieste di rinnovo"
        placeholder="Servizio o cliente"
        filters={[statusFilter(["pending", "approved", "rejected"])]}
        sorts={sorts.map((sort) =>
          sort.value === "subject" ? { ...sort, label: "Servizio" } : sort,
        )}
      />
      <ListStates
        list={list}
        noun="richieste di rinnovo"
        emptyText="Nessuna richiesta di rinnovo."
        noMatchText="Nessuna richiesta corrisponde alla ricerca o ai filtri."
        errorText="Impossibile caricare le richieste di rinnovo."
        emptyRounded="xl"
      >
        {(requests) => (
          <RenewalRequestList
            requests={requests}
            onDecide={(request, decision) => setDeciding({ request, decision })}
          />
        )}
      </ListStates>
      {deciding ? (
        <RenewalDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          pending={decide.isPending}
          onDecide={(input) => decide.mutateAsync({ id: deciding.request.id, input })}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </section>
  );
}
