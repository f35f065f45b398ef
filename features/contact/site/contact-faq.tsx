import { ChevronDown } from "lucide";
import { Icon } from "#kit/ui/icon";

/** The four questions of /contatti (project time, support, clients across Italy, methodology). */
export const contactFaq = [
  {
    question: "Quanto tempo serve per realizzare un progetto?",
    answer:
      "Dipende da dimensioni e complessità: un sito aziendale richiede in genere dalle 4 alle 8 settimane, un e-commerce o un gestionale su misura dai 3 ai 6 mesi. Dopo la prima analisi ti consegniamo un piano di lavoro con le fasi e le date di rilascio, così sai sempre a che punto siamo.",
  },
  {
    question: "Offrite assistenza dopo la messa online?",
    answer:
      "Sì. Ogni progetto include un periodo di garanzia e, se lo desideri, un contratto di assistenza con aggiornamenti di sicurezza, backup, monitoraggio e interventi su richiesta. Ti seguiamo con un referente dedicato, raggiungibile per telefono, email o tramite l'area clienti.",
  },
  {
    question: "Lavorate solo con aziende di Verona?",
    answer:
      "No. La nostra sede è vicino a Verona, ma seguiamo clienti in tutta Italia: le riunioni si svolgono senza problemi in videoconferenza e, quando serve, veniamo volentieri a trovarti in azienda per le fasi più importanti del progetto.",
  },
  {
    question: "Come si svolge il lavoro insieme a voi?",
    answer:
      "Partiamo da un incontro gratuito per capire obiettivi e vincoli, poi prepariamo una proposta dettagliata. Lo sviluppo procede per cicli brevi con rilasci intermedi che puoi provare e commentare; dopo test e collaudo mettiamo online il progetto e restiamo al tuo fianco per l'assistenza.",
  },
] as const;

/** 'Domande frequenti' as native disclosure widgets: keyboard and screen-reader friendly, no JS. */
export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="contact-faq-title" className="text-center text-3xl font-bold text-slate-900">
          Domande frequenti
        </h2>
        <p className="mt-3 text-center text-lg text-slate-600">
          Le risposte alle domande che ci fanno più spesso prima di iniziare un progetto.
        </p>
        <div className="mt-10 space-y-3">
          {contactFaq.map(({ question, answer }) => (
            <details
              key={question}
              className="group rounded-xl border border-slate-200 bg-white shadow-sm open:ring-1 open:ring-brand-600"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 focus-ring focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
                {question}
                <Icon
                  node={ChevronDown}
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-slate-700">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
