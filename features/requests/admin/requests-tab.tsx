import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { CancellationDecisionForm } from "#features/support-desk/desk.schema";
import type { DeskCancellationRequest, DeskInfoRequest } from "#features/support-desk/desk-views";
import type { DeskRenewalRequest } from "../renewal.schema";
import { Button } from "#kit/ui/button";
import { EntityHistoryContext, historyEntityOf } from "#kit/admin/entity-history";
import { requestStatusLabels } from "../request-values";
import { DecisionDialog, type DecisionTexts } from "./decision-dialog";
import { InfoAnswerDialog } from "./info-answer-dialog";
import { DecisionButtons, RequestList, type ListedRequest, type RequestCard } from "./request-list";
import {
  cancellationCard,
  cancellationTexts,
  infoCard,
  renewalCard,
  renewalTexts,
} from "./request-cards";
import { RequestKindSwitch, requestKinds, type RequestKind } from "./request-kind-switch";
import { renewalRequestsPath, useRenewalDecision } from "./renewals-api";
import { deskPaths, useRequestActions } from "#features/support-desk/admin/desk-api";
import { AdminTabSection, ListStates } from "#kit/admin/tab-parts";
import { filterOf, ListToolbar } from "#kit/admin/list-toolbar";
import { useAdminList } from "#kit/admin/use-admin-list";
import { labelledOptions } from "#features/shared/value-options";

const sorts = [
  { value: "date", label: "Data" },
  { value: "subject", label: "Oggetto" },
  { value: "customer", label: "Cliente" },
  { value: "status", label: "Stato" },
];

const statusFilter = (values: (keyof typeof requestStatusLabels)[]) =>
  filterOf("status", "Stato", "Tutti gli stati", labelledOptions(values, requestStatusLabels));

/**
 * The 'Richieste' tab: the customers' info requests (answer), cancellation requests (approve,
 * which ends the service at its expiry or at once as chosen, decision 046, or reject) or renewal requests (approve or reject, decision 033),
 * one list at a time (`?kind=info|cancellation|renewal`), each
 * searched, filtered by status, pending first unless sorted, 25 a page (decision 023). Each
 * outcome is mailed; each dialog shows the request's 'Cronologia' (decision 032).
 */
export function RequestsTab() {
  const [params] = useSearchParams();
  const asked = params.get("kind");
  const kind: RequestKind = requestKinds.find((k) => k === asked) ?? "info";
  return (
    <AdminTabSection description="Richieste di informazioni, di disdetta e di rinnovo inviate dai clienti dalla loro area riservata.">
      <RequestKindSwitch kind={kind} />
      {kind === "info" ? <InfoRequests key="info" /> : null}
      {kind === "cancellation" ? (
        <DecidedRequests key="cancellation" {...cancellationSection} />
      ) : null}
      {kind === "renewal" ? <DecidedRequests key="renewal" {...renewalSection} /> : null}
    </AdminTabSection>
  );
}

type Section<T> = {
  kind: RequestKind;
  /** What the requests are about, e.g. "rinnovo": "richieste di rinnovo" is the heading, in the list's texts. */
  subject: string;
  placeholder: string;
  statuses: (keyof typeof requestStatusLabels)[];
  path: string;
  card: Omit<RequestCard<T>, "actions">;
};

/** One list of the tab: its heading, search and status filter, the page of requests, the dialog. */
function RequestSection<T extends ListedRequest, Action>({
  kind,
  subject,
  placeholder,
  statuses,
  path,
  card,
  actions,
  dialog,
}: Section<T> & {
  /** The buttons of a pending request; `act` opens the dialog for an action on one. */
  actions: (request: T, act: (action: Action) => void) => ReactNode;
  dialog: (action: Action, close: () => void) => ReactNode;
}) {
  const list = useAdminList<T>(path, ["status"]);
  const [acting, setActing] = useState<Action | null>(null);
  const about = kind === "info" ? "Oggetto" : "Servizio";
  const many = `richieste di ${subject}`;
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
      <EntityHistoryContext value={historyEntityOf(path)}>
        <ListStates
          list={list}
          noun={{ one: `richiesta di ${subject}`, many }}
          emptyText={`Nessuna richiesta di ${subject}.`}
          noMatchText="Nessuna richiesta corrisponde alla ricerca o ai filtri."
          errorText={`Impossibile caricare le ${many}.`}
          emptyRounded="xl"
        >
          {(requests) => (
            <RequestList
              requests={requests}
              kind={{ ...card, actions: (request) => actions(request, setActing) }}
            />
          )}
        </ListStates>
      </EntityHistoryContext>
      {acting ? dialog(acting, () => setActing(null)) : null}
    </section>
  );
}

function InfoRequests() {
  const { answer } = useRequestActions();
  return (
    <RequestSection<DeskInfoRequest, DeskInfoRequest>
      kind="info"
      subject="informazioni"
      placeholder="Oggetto, testo o cliente"
      statuses={["pending", "answered"]}
      path={deskPaths.info}
      card={infoCard}
      actions={(request, act) => (
        <Button size="sm" onClick={() => act(request)}>
          Rispondi<span className="sr-only"> a &quot;{request.subject}&quot;</span>
        </Button>
      )}
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

type Decided = ListedRequest & { serviceName: string | null };

/** A list whose requests are approved or rejected: its texts and the decision's mutation. */
type Decisions<T> = Omit<Section<T>, "statuses"> & {
  texts: DecisionTexts<T>;
  useDecision: () => {
    isPending: boolean;
    mutateAsync: (call: { id: number; input: CancellationDecisionForm }) => Promise<unknown>;
  };
};

const cancellationSection = {
  kind: "cancellation",
  subject: "disdetta",
  placeholder: "Servizio, motivo o cliente",
  path: deskPaths.cancellations,
  card: cancellationCard,
  texts: cancellationTexts,
  useDecision: () => useRequestActions().decide,
} satisfies Decisions<DeskCancellationRequest>;

const renewalSection = {
  kind: "renewal",
  subject: "rinnovo",
  placeholder: "Servizio o cliente",
  path: renewalRequestsPath,
  card: renewalCard,
  texts: renewalTexts,
  useDecision: useRenewalDecision,
} satisfies Decisions<DeskRenewalRequest>;

/** A list of requests the desk approves or rejects (cancellations, renewals). */
function DecidedRequests<T extends Decided>({ texts, useDecision, ...section }: Decisions<T>) {
  const decide = useDecision();
  return (
    <RequestSection<T, { request: T; decision: "approved" | "rejected" }>
      {...section}
      statuses={["pending", "approved", "rejected"]}
      actions={(request, act) => (
        <DecisionButtons
          what={`${texts.noun} di ${request.serviceName ?? ""}`}
          onDecide={(decision) => act({ request, decision })}
        />
      )}
      dialog={({ request, decision }, close) => (
        <DecisionDialog
          request={request}
          texts={texts}
          decision={decision}
          pending={decide.isPending}
          onDecide={(input) => decide.mutateAsync({ id: request.id, input })}
          onClose={close}
        />
      )}
    />
  );
}
