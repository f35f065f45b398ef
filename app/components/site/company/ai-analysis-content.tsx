import { Accessibility, FileSearch, Gauge, Lightbulb, Rocket, Search } from "lucide";
import { Icon } from "#kit/ui/icon";
import { PageSection } from "./section-heading";
import { StepCards } from "./text-card";

export const analysisChecks = [
  {
    icon: FileSearch,
    title: "Scansione completa del sito",
    text: "Esaminiamo tutte le pagine raggiungibili: collegamenti interrotti, errori, contenuti duplicati e pagine dimenticate.",
  },
  {
    icon: Search,
    title: "Analisi SEO",
    text: "Titoli, descrizioni, struttura dei contenuti, dati strutturati e indicizzazione sui motori di ricerca.",
  },
  {
    icon: Gauge,
    title: "Prestazioni e velocità",
    text: "Tempi di caricamento su smartphone e computer, Core Web Vitals, peso di immagini e script.",
  },
  {
    icon: Accessibility,
    title: "Accessibilità",
    text: "I principali criteri WCAG 2.1 AA: contrasti, testi alternativi, struttura dei titoli, uso da tastiera.",
  },
  {
    icon: Lightbulb,
    title: "Suggerimenti di miglioramento",
    text: "Gli interventi in ordine di priorità, spiegati con parole semplici anche per chi non è del mestiere.",
  },
  {
    icon: Rocket,
    title: "Preventivo MVP personalizzato",
    text: "Se vuoi andare oltre, una proposta per una prima versione migliorata del sito, con tempi e costi chiari.",
  },
] as const;

/** What the analysis checks, as a list under its own heading. */
export function AnalysisChecks() {
  return (
    <div>
      <h2 id="analysis-checks-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Cosa controlliamo
      </h2>
      <ul aria-labelledby="analysis-checks-title" className="mt-8 grid gap-5 sm:grid-cols-2">
        {analysisChecks.map(({ icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon node={icon} className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1.5 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const steps = [
  {
    title: "Inviaci l'indirizzo del sito",
    text: "Compila il modulo con l'indirizzo del sito e i tuoi contatti: bastano pochi secondi.",
  },
  {
    title: "Il nostro team avvia l'analisi",
    text: "Eseguiamo la scansione con i nostri strumenti basati sull'intelligenza artificiale, che in circa 60 secondi esaminano SEO, prestazioni e accessibilità. Un consulente verifica i risultati e li completa con i suggerimenti più utili per la tua attività.",
  },
  {
    title: "Ricevi il report via e-mail",
    text: "Ti inviamo il report all'indirizzo indicato, di norma entro un giorno lavorativo. Se lo desideri, ne parliamo insieme in una breve chiamata, senza alcun impegno.",
  },
];

/** How the request is handled: by the team, with the report sent by e-mail. */
export function AnalysisSteps() {
  return (
    <PageSection
      id="analysis-steps-title"
      tone="muted"
      eyebrow="Come funziona"
      title="Tre passaggi, nessun costo"
      lead="L'analisi non avviene nel tuo browser: la svolge il nostro team con strumenti professionali e ti invia i risultati per e-mail."
    >
      <StepCards steps={steps} grid="mt-14 grid gap-6 md:grid-cols-3" />
    </PageSection>
  );
}
