import { useState, type ReactNode } from "react";
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

type Decision<T> = { request: T; decision: "approved" | "rejected" };

/** One list of the tab: its heading, search and status filter, the page of requests, the dialog. */
function RequestSection<T, Action>({
  kind,
  one,
  many,
  placeholder,
  statuses,
  path,
  items,
  dialog,
}: {
  kind: RequestKind;
  /** "richiesta di rinnovo" / "richieste di rinnovo": the heading and the list's texts. */
  one: string;
  many: string;
  placeholder: string;
  statuses: (keyof typeof requestStatusLabels)[];
  path: string;
  /** The list of the page's requests; `act` opens the dialog for an action on one. */
  items: (requests: T[], act: (action: Action) => void) => ReactNode;
  dialog: (action: Action, close: () => void) => ReactNode;
}) {
  const list = useAdminList<T>(path, ["status"]);
  const [acting, setActing] = useState<Action | null>(null);
  const about = kind === "info" ? "Oggetto" : "Servizio";
  return (
    <section aria-labelledby={`requests-${kind}`} className="grid gap-4">
      <h3 id={`requests-${kind}`} className="text-lg font-bold text-slate-900">
        {many.charAt(0).toUpperCase() + many.slice(1)}
      </h3>
      <ListToolbar
        list={list}
        idPrefix={`${kind}-requests`}
        label={`Filtra le ${many}`}
        placeholder={placeholder}
        filters={[statusFilter(statuses)]}
        sorts={sorts.map((sort) => (sort.value === "subject" ? { ...sort, label: about } : sort))}
      />
      <ListStates
        list={list}
        noun={many}
        emptyText={`Nessuna ${one}.`}
        noMatchText="Nessuna richiesta corrisponde alla ricerca o ai filtri."
        errorText={`Impossibile caricare le ${many}.`}
        emptyRounded="xl"
      >
        {(requests) => items(requests, setActing)}
      </ListStates>
      {acting ? dialog(acting, () => setActing(null)) : null}
    </section>
  );
}

function InfoRequests() {
  const { answer } = useRequestActions();
  return (
    <RequestSection<DeskInfoRequest, DeskInfoRequest>
      kind="info"
      one="richiesta di informazioni"
      many="richieste di informazioni"
      placeholder="Oggetto, testo o cliente"
      statuses={["pending", "answered"]}
      path={deskPaths.info}
      items={(requests, act) => <InfoRequestList requests={requests} onAnswer={act} />}
      dialog={(request, close) => (
        <InfoAnswerDialog
          request={request}
          pending={answer.isPending}
          onAnswer={(input) => answer.mutateAsync({ id: request.id, input })}
          onClose={close}
        />
      )}
    />
  );
}

function CancellationRequests() {
  const { decide } = useRequestActions();
  return (
    <RequestSection<DeskCancellationRequest, Decision<DeskCancellationRequest>>
      kind="cancellation"
      one="richiesta di disdetta"
      many="richieste di disdetta"
      placeholder="Servizio, motivo o cliente"
      statuses={["pending", "approved", "rejected"]}
      path={deskPaths.cancellations}
      items={(requests, act) => (
        <CancellationRequestList
          requests={requests}
          onDecide={(request, decision) => act({ request, decision })}
        />
      )}
      dialog={({ request, decision }, close) => (
        <CancellationDecisionDialog
          request={request}
          decision={decision}
          pending={decide.isPending}
          onDecide={(input) => decide.mutateAsync({ id: request.id, input })}
          onClose={close}
        />
      )}
    />
  );
}

function RenewalRequests() {
  const decide = useRenewalDecision();
  return (
    <RequestSection<DeskRenewalRequest, Decision<DeskRenewalRequest>>
      kind="renewal"
      one="richiesta di rinnovo"
      many="richieste di rinnovo"
      placeholder="Servizio o cliente"
      statuses={["pending", "approved", "rejected"]}
      path={renewalRequestsPath}
      items={(requests, act) => (
        <RenewalRequestList
          requests={requests}
          onDecide={(request, decision) => act({ request, decision })}
        />
      )}
      dialog={({ request, decision }, close) => (
        <RenewalDecisionDialog
          request={request}
          decision={decision}
          pending={decide.isPending}
          onDecide={(input) => decide.mutateAsync({ id: request.id, input })}
          onClose={close}
        />
      )}
    />
  );
}
