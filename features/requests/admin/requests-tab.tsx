import { useState } from "react";
import type { DeskCancellationRequest, DeskInfoRequest } from "#features/support-desk/desk-views";
import { CancellationDecisionDialog } from "./cancellation-decision-dialog";
import { InfoAnswerDialog } from "./info-answer-dialog";
import { CancellationRequestList, InfoRequestList } from "./request-lists";
import { ListState } from "#features/tickets/admin/support-badges";
import {
  useCancellationRequests,
  useInfoRequests,
  useRequestActions,
} from "#features/tickets/admin/support-api";
import { AdminTabSection } from "#app/components/admin/shared/tab-parts";

/**
 * The 'Richieste' tab: the customers' info requests (answer) and cancellation requests (approve,
 * which cancels the service, or reject), pending ones first. Each outcome is mailed.
 */
export function RequestsTab() {
  const info = useInfoRequests();
  const cancellations = useCancellationRequests();
  const { answer, decide } = useRequestActions();
  const [answering, setAnswering] = useState<DeskInfoRequest | null>(null);
  const [deciding, setDeciding] = useState<{
    request: DeskCancellationRequest;
    decision: "approved" | "rejected";
  } | null>(null);
  const pendingCount = (rows?: { status: string }[]) =>
    rows?.filter((r) => r.status === "pending").length ?? 0;

  return (
    <AdminTabSection
      tabId="requests"
      gap="8"
      title="Richieste"
      description="Richieste di informazioni e di disdetta inviate dai clienti dalla loro area riservata."
    >
      <section aria-labelledby="requests-info" className="grid gap-4">
        <h3 id="requests-info" className="text-lg font-bold text-slate-900">
          Richieste di informazioni ({pendingCount(info.data)} in attesa)
        </h3>
        <ListState
          pending={info.isPending}
          error={info.isError}
          empty={(info.data ?? []).length === 0}
          emptyText="Nessuna richiesta di informazioni."
          errorText="Impossibile caricare le richieste di informazioni."
        />
        {info.data?.length ? (
          <InfoRequestList requests={info.data} onAnswer={setAnswering} />
        ) : null}
      </section>

      <section aria-labelledby="requests-cancellation" className="grid gap-4">
        <h3 id="requests-cancellation" className="text-lg font-bold text-slate-900">
          Richieste di disdetta ({pendingCount(cancellations.data)} in attesa)
        </h3>
        <ListState
          pending={cancellations.isPending}
          error={cancellations.isError}
          empty={(cancellations.data ?? []).length === 0}
          emptyText="Nessuna richiesta di disdetta."
          errorText="Impossibile caricare le richieste di disdetta."
        />
        {cancellations.data?.length ? (
          <CancellationRequestList
            requests={cancellations.data}
            onDecide={(request, decision) => setDeciding({ request, decision })}
          />
        ) : null}
      </section>

      {answering ? (
        <InfoAnswerDialog
          request={answering}
          pending={answer.isPending}
          onAnswer={(input) => answer.mutateAsync({ id: answering.id, input })}
          onClose={() => setAnswering(null)}
        />
      ) : null}
      {deciding ? (
        <CancellationDecisionDialog
          request={deciding.request}
          decision={deciding.decision}
          pending={decide.isPending}
          onDecide={(input) => decide.mutateAsync({ id: deciding.request.id, input })}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </AdminTabSection>
  );
}
