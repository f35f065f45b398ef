import type { ServiceContent } from "../service.types";

export const programmazioneSoftware: ServiceContent = {
  slug: "programmazione-software",
  name: "Programmazione Software",
  quoteService: "Programmazione Software",
  title: "Programmazione software su misura",
  tagline:
    "Gestionali, applicazioni web, app mobile e integrazioni progettati attorno ai processi della tua azienda, non il contrario.",
  summary:
    "Gestionali, applicazioni web e app mobile su misura, integrati con i sistemi che usi già ogni giorno.",
  highlights: [
    "Gestionali e applicazioni web",
    "App mobile per iOS e Android",
    "Integrazioni con ERP, CRM ed e-commerce",
    "Manutenzione ed evoluzione nel tempo",
  ],
  intro: [
    "Ogni azienda ha un modo proprio di lavorare. Quando i programmi standard costringono a doppi inserimenti, fogli di calcolo paralleli e procedure aggirate, è il momento di uno strumento costruito sulle tue esigenze.",
    "Dal 2005 progettiamo e sviluppiamo software per aziende manifatturiere, studi professionali, enti pubblici e commercio: partiamo dall'analisi dei processi, rilasciamo per piccoli passi verificabili e restiamo al tuo fianco dopo la messa in produzione.",
  ],
  offerings: [
    {
      title: "Gestionali su misura",
      text: "Ordini, magazzino, produzione, commesse e assistenza in un unico strumento, con i ruoli e le autorizzazioni della tua organizzazione.",
    },
    {
      title: "Applicazioni web e portali",
      text: "Portali per clienti, fornitori e agenti, aree riservate e piattaforme SaaS utilizzabili da qualsiasi browser, in sicurezza.",
    },
    {
      title: "App mobile",
      text: "App per iOS e Android destinate ai collaboratori sul campo o ai tuoi clienti, anche con funzionamento offline e sincronizzazione automatica.",
    },
    {
      title: "Integrazioni e automazioni",
      text: "Colleghiamo ERP, CRM, e-commerce, fatturazione elettronica e macchinari tramite API, eliminando i passaggi manuali e gli errori di trascrizione.",
    },
  ],
  audience: [
    {
      title: "Aziende in crescita",
      text: "Che gestiscono ancora processi chiave con fogli di calcolo ed e-mail e hanno bisogno di un unico strumento affidabile.",
    },
    {
      title: "Industria e logistica",
      text: "Che vogliono collegare produzione, magazzino e gestionale e raccogliere dati certi dai reparti e dai mezzi.",
    },
    {
      title: "Studi professionali ed enti",
      text: "Che devono offrire servizi online a clienti e cittadini garantendo sicurezza, accessibilità e tutela dei dati.",
    },
  ],
  steps: [
    {
      title: "Analisi dei processi",
      text: "Incontriamo chi userà il software, mappiamo i flussi di lavoro attuali e definiamo insieme priorità e obiettivi misurabili.",
    },
    {
      title: "Prototipo e architettura",
      text: "Disegniamo le schermate principali, scegliamo l'architettura più adatta e stimiamo tempi e costi in modo trasparente.",
    },
    {
      title: "Sviluppo iterativo",
      text: "Lavoriamo in cicli di due settimane: a ogni ciclo una versione funzionante da provare, con test automatici e revisione del codice.",
    },
    {
      title: "Rilascio e formazione",
      text: "Mettiamo in produzione senza fermare il lavoro, migriamo i dati esistenti e formiamo gli utenti, reparto per reparto.",
    },
    {
      title: "Manutenzione evolutiva",
      text: "Aggiornamenti di sicurezza, monitoraggio e nuove funzioni man mano che l'azienda cresce e cambiano le esigenze.",
    },
  ],
  technologies: {
    title: "Tecnologie",
    items: [
      "TypeScript",
      "React",
      "Node.js",
      "C# e .NET",
      "Java e Spring",
      "Python",
      "Flutter",
      "PostgreSQL",
      "SQL Server",
      "Docker",
    ],
  },
  sectors: [
    "Manifattura e meccanica",
    "Logistica e trasporti",
    "Studi professionali",
    "Pubblica amministrazione",
    "Agroalimentare e vitivinicolo",
    "Commercio e servizi",
  ],
  faqs: [
    {
      question: "Quanto costa un software su misura?",
      answer:
        "Dipende dal numero di funzioni e di integrazioni. Dopo l'analisi iniziale ricevi un preventivo dettagliato per fasi; molti progetti partono da una prima versione con le funzioni essenziali e crescono nel tempo.",
    },
    {
      question: "Di chi è il codice sorgente?",
      answer:
        "Il codice sviluppato per te è tuo: alla consegna ricevi i sorgenti, la documentazione tecnica e gli accessi a tutti gli ambienti.",
    },
    {
      question: "Potete intervenire su un software esistente?",
      answer:
        "Sì. Analizziamo il codice e l'infrastruttura, mettiamo in sicurezza ciò che serve e proponiamo un piano per modernizzarlo gradualmente, senza interrompere l'operatività.",
    },
  ],
};
