import { PageSection } from "./section-heading";
import {
  ticketPriorities,
  ticketPriorityLabels,
  type TicketPriority,
} from "#features/tickets/ticket-values";

type SlaLevel = { badge: string; examples: string; response: string; resolution: string };

/** The service level of each priority of the one ticket scale (ticket-values.ts, decision 053). */
const slaLevels: Record<TicketPriority, SlaLevel> = {
  critical: {
    badge: "bg-red-100 text-red-800",
    examples:
      "Servizio fermo per tutti gli utenti, sito o e-commerce non raggiungibile, sospetto attacco informatico",
    response: "Entro 1 ora lavorativa",
    resolution: "Ripristino entro 4 ore lavorative",
  },
  high: {
    badge: "bg-orange-100 text-orange-800",
    examples: "Funzione importante non disponibile, errori che bloccano una parte degli utenti",
    response: "Entro 4 ore lavorative",
    resolution: "Entro 1 giorno lavorativo",
  },
  medium: {
    badge: "bg-amber-100 text-amber-900",
    examples: "Malfunzionamento con una soluzione alternativa disponibile",
    response: "Entro 1 giorno lavorativo",
    resolution: "Entro 3 giorni lavorativi",
  },
  low: {
    badge: "bg-slate-100 text-slate-800",
    examples: "Domande sull'uso, richieste di informazioni, piccole modifiche",
    response: "Entro 2 giorni lavorativi",
    resolution: "Pianificata insieme a te",
  },
};

/** The table's rows, the most urgent first, labelled as every ticket form labels them. */
export const slaRows = [...ticketPriorities].reverse().map((priority) => ({
  priority: ticketPriorityLabels[priority],
  ...slaLevels[priority],
}));

const tips = [
  "Descrivi cosa stavi facendo e cosa ti aspettavi che succedesse.",
  "Indica da quando si presenta il problema e quante persone coinvolge.",
  "Allega una schermata o il testo esatto dell'eventuale messaggio di errore.",
  "Specifica il servizio interessato: sito, e-commerce, posta, gestionale o server.",
];

/** Service levels by priority, and how to write a useful ticket. */
export function SupportSla() {
  return (
    <PageSection
      id="support-sla-title"
      eyebrow="Livelli di servizio"
      title="Tempi di intervento per priorità"
      lead="I tempi si contano nell'orario di assistenza; i contratti di manutenzione possono prevedere livelli di servizio dedicati."
      container="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8"
    >
      <div
        className="mt-12 overflow-x-auto rounded-2xl border border-slate-200"
        tabIndex={0}
        role="region"
        aria-labelledby="support-sla-title"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">
            Tempi di presa in carico e di risoluzione per ogni priorità
          </caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-5 py-4 font-semibold">
                Priorità
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                Esempi
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                Presa in carico
              </th>
              <th scope="col" className="px-5 py-4 font-semibold">
                Obiettivo di risoluzione
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {slaRows.map((row) => (
              <tr key={row.priority}>
                <th scope="row" className="px-5 py-4 align-top">
                  <span
                    className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${row.badge}`}
                  >
                    {row.priority}
                  </span>
                </th>
                <td className="px-5 py-4 align-top text-slate-700">{row.examples}</td>
                <td className="px-5 py-4 align-top font-medium text-slate-900">{row.response}</td>
                <td className="px-5 py-4 align-top text-slate-700">{row.resolution}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-14 rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100">
        <h3 className="text-xl font-semibold text-slate-900">Prima di aprire un ticket</h3>
        <p className="mt-2 text-slate-700">
          Qualche informazione in più ci aiuta a risolvere prima:
        </p>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
