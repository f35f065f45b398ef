import type { ServiceContent } from "../service.types";

export const soluzioniCloud: ServiceContent = {
  slug: "soluzioni-cloud",
  name: "Soluzioni Cloud",
  quoteService: "Soluzioni Cloud",
  title: "Soluzioni cloud",
  tagline:
    "Migrazione, hosting gestito, backup e monitoraggio: infrastrutture scalabili e sicure con disponibilità del 99,9%, senza pensieri.",
  summary:
    "Migrazione, hosting gestito e backup in cloud con disponibilità del 99,9% e dati al sicuro.",
  highlights: [
    "Migrazione al cloud senza interruzioni",
    "Hosting gestito e monitoraggio continuo",
    "Backup e disaster recovery",
    "Costi sotto controllo",
  ],
  intro: [
    "Il cloud permette di lavorare da ovunque, di crescere senza acquistare nuovi server e di proteggere i dati da guasti e attacchi. Per ottenere questi vantaggi va però progettato con cura: scelta del fornitore, sicurezza, costi e backup.",
    "Ti accompagniamo dalla valutazione iniziale alla gestione quotidiana: migriamo applicazioni e dati, configuriamo l'infrastruttura secondo le buone pratiche e la teniamo sotto controllo nel tempo.",
  ],
  offerings: [
    {
      title: "Migrazione al cloud",
      text: "Spostiamo server, gestionali e archivi in cloud pianificando ogni passaggio per evitare fermi e perdite di dati.",
    },
    {
      title: "Hosting gestito",
      text: "Siti, e-commerce e applicazioni su infrastrutture dimensionate sul traffico reale, con aggiornamenti e certificati gestiti da noi e il dominio registrato tra oltre 500 estensioni.",
    },
    {
      title: "Backup e disaster recovery",
      text: "Copie automatiche e cifrate in più sedi, prove di ripristino periodiche e piani di continuità operativa documentati.",
    },
    {
      title: "Ottimizzazione dei costi",
      text: "Analizziamo consumi e fatture del cloud e riduciamo gli sprechi con il giusto dimensionamento delle risorse.",
    },
  ],
  audience: [
    {
      title: "Aziende con server in sede",
      text: "Che devono sostituire macchine a fine vita e preferiscono un'infrastruttura che non richieda manutenzione fisica.",
    },
    {
      title: "Imprese con più sedi o lavoro da remoto",
      text: "Che hanno bisogno di accedere a dati e applicazioni in sicurezza da qualsiasi luogo e dispositivo.",
    },
    {
      title: "Software house e startup",
      text: "Che cercano infrastrutture scalabili, automatizzate e pronte a reggere la crescita degli utenti.",
    },
  ],
  steps: [
    {
      title: "Valutazione",
      text: "Analizziamo applicazioni, dati, requisiti di sicurezza e costi attuali per capire cosa conviene portare in cloud.",
    },
    {
      title: "Progetto dell'architettura",
      text: "Scegliamo fornitore, servizi e regione dei data center, e definiamo rete, accessi, backup e stima dei costi mensili.",
    },
    {
      title: "Migrazione",
      text: "Trasferiamo dati e applicazioni per fasi, con prove e piani di ritorno, concordando le finestre di intervento.",
    },
    {
      title: "Gestione e monitoraggio",
      text: "Controlliamo disponibilità, prestazioni e sicurezza, applichiamo gli aggiornamenti e ti inviamo report periodici.",
    },
  ],
  technologies: {
    title: "Tecnologie",
    items: [
      "Docker",
      "Kubernetes",
      "Terraform",
      "Linux",
      "Windows Server",
      "PostgreSQL",
      "Cloudflare",
      "Grafana e Prometheus",
    ],
  },
  providers: {
    title: "Fornitori cloud",
    intro:
      "Lavoriamo con i principali fornitori e scegliamo data center nell'Unione europea, in Italia quando richiesto.",
    items: ["Amazon Web Services (AWS)", "Microsoft Azure", "Google Cloud", "Aruba Cloud"],
  },
  sectors: [
    "Manifattura",
    "Commercio elettronico",
    "Studi professionali",
    "Software house",
    "Sanità privata",
    "Logistica",
  ],
  faqs: [
    {
      question: "I miei dati restano in Europa?",
      answer:
        "Sì: scegliamo data center situati nell'Unione europea, e in Italia quando serve, in linea con il GDPR e con le esigenze di ciascun cliente.",
    },
    {
      question: "Cosa significa disponibilità del 99,9%?",
      answer:
        "È l'obiettivo di continuità del servizio: meno di nove ore di indisponibilità in un anno, grazie a infrastrutture ridondate, monitoraggio costante e procedure di intervento collaudate.",
    },
    {
      question: "Quanto costa passare al cloud?",
      answer:
        "Dopo la valutazione ricevi una stima dei costi mensili dell'infrastruttura e del progetto di migrazione, messa a confronto con quanto spendi oggi per i server in sede.",
    },
  ],
};
