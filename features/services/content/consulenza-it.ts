import type { ServiceContent } from "../service.types";

export const consulenzaIt: ServiceContent = {
  slug: "consulenza-it",
  name: "Consulenza IT",
  quoteService: "Consulenza IT",
  title: "Consulenza IT per le imprese",
  tagline:
    "Un punto di vista esperto e indipendente per scegliere le tecnologie giuste, proteggere i dati e pianificare la digitalizzazione della tua azienda.",
  summary:
    "Analisi dell'infrastruttura, sicurezza informatica e piani di digitalizzazione concreti, forti di oltre 20 anni di esperienza.",
  highlights: [
    "Check-up dell'infrastruttura IT",
    "Sicurezza informatica e NIS2",
    "Scelta di software e fornitori",
    "Piani di trasformazione digitale",
  ],
  intro: [
    "Server che invecchiano, licenze sparse, backup mai verificati, fornitori diversi che non si parlano: sono situazioni comuni nelle piccole e medie imprese, e ognuna è un rischio per la continuità del lavoro.",
    "Con la consulenza IT fotografiamo lo stato dei tuoi sistemi, individuiamo le priorità e costruiamo un piano sostenibile, con costi chiari e risultati verificabili. Non vendiamo hardware: consigliamo ciò che serve davvero.",
  ],
  offerings: [
    {
      title: "Check-up dell'infrastruttura",
      text: "Inventario di server, rete, postazioni, licenze e backup, con un rapporto chiaro su criticità e interventi prioritari.",
    },
    {
      title: "Sicurezza informatica",
      text: "Valutazione dei rischi, politiche di accesso, autenticazione a più fattori, formazione del personale e supporto agli adempimenti NIS2 e GDPR.",
    },
    {
      title: "Selezione di software e fornitori",
      text: "Confrontiamo soluzioni e offerte per gestionali, CRM e servizi cloud, e ti affianchiamo nella scelta e nell'avvio del progetto.",
    },
    {
      title: "Piani di digitalizzazione",
      text: "Una roadmap a uno, due o tre anni con priorità, budget e indicatori, utile anche per partecipare a bandi e incentivi per la transizione digitale.",
    },
  ],
  audience: [
    {
      title: "PMI senza un reparto IT",
      text: "Che hanno bisogno di un referente tecnico affidabile per prendere decisioni e coordinare i fornitori.",
    },
    {
      title: "Aziende con un IT interno",
      text: "Che cercano una seconda opinione, competenze specialistiche o rinforzi per progetti straordinari.",
    },
    {
      title: "Imprese soggette alla NIS2",
      text: "Che devono valutare i rischi, documentare le misure di sicurezza adottate e formare il personale.",
    },
  ],
  steps: [
    {
      title: "Colloquio iniziale",
      text: "Capiamo obiettivi, vincoli e urgenze, e concordiamo il perimetro dell'analisi e le persone da coinvolgere.",
    },
    {
      title: "Analisi sul campo",
      text: "Verifichiamo sistemi, configurazioni e procedure, in sede o da remoto, con interviste ai referenti di ogni area.",
    },
    {
      title: "Rapporto e roadmap",
      text: "Consegniamo un documento con i risultati, i rischi classificati per gravità e un piano di interventi con costi stimati.",
    },
    {
      title: "Accompagnamento",
      text: "Se lo desideri seguiamo l'attuazione del piano e verifichiamo periodicamente i risultati raggiunti.",
    },
  ],
  technologies: {
    title: "Ambiti e strumenti",
    items: [
      "Microsoft 365",
      "Google Workspace",
      "Active Directory e Entra ID",
      "Firewall e VPN",
      "Backup e disaster recovery",
      "Virtualizzazione",
      "Autenticazione a più fattori",
      "NIS2 e ISO/IEC 27001",
    ],
  },
  sectors: [
    "Manifattura",
    "Studi professionali",
    "Sanità privata",
    "Commercio e distribuzione",
    "Enti e consorzi",
    "Turismo e ospitalità",
  ],
  faqs: [
    {
      question: "La consulenza si svolge solo in sede?",
      answer:
        "No: molte verifiche si svolgono da remoto. Per le aziende della provincia di Verona e del Nord Italia organizziamo volentieri anche incontri e sopralluoghi in sede.",
    },
    {
      question: "Dopo l'analisi devo realizzare gli interventi con voi?",
      answer:
        "No. Il rapporto e la roadmap restano a te e puoi affidarne l'attuazione a chi preferisci; se vuoi, ti aiutiamo a scegliere i fornitori più adatti.",
    },
    {
      question: "Ci aiutate con la direttiva NIS2?",
      answer:
        "Sì: verifichiamo se la tua azienda rientra nel perimetro, valutiamo i rischi e ti supportiamo nel definire e documentare le misure tecniche e organizzative richieste.",
    },
  ],
};
