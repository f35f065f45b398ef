import type { CaseStudy } from "./case-study-types";

export const zanoliniBikeCaseStudy: CaseStudy = {
  slug: "zanolini-bike",
  projectId: "zanolini-bike",
  lead: "Come abbiamo trasformato il sito di un atelier di biciclette su misura in una vetrina veloce e curata, che porta ogni settimana nuovi ciclisti in negozio per un test ride.",
  client: "Zanolini Bike, Bussolengo (VR)",
  sector: "Biciclette da strada e gravel su misura",
  challenge: [
    "Zanolini Bike costruisce a mano telai in acciaio, titanio e carbonio per ciclisti esigenti. Fino al 2023 le vendite arrivavano quasi solo dal passaparola e dalle granfondo del Garda.",
    "Il vecchio sito impiegava più di sei secondi a caricarsi su smartphone, le fotografie erano compresse male e non c'era modo di prenotare una prova o una visita biomeccanica: chi era interessato doveva telefonare in orario di negozio.",
  ],
  solution: [
    "Siamo partiti da due giornate in atelier per fotografare il lavoro e capire come i clienti scelgono una bici su misura. Da lì è nata una struttura semplice: i modelli, il metodo di lavoro, il configuratore e le prenotazioni.",
    "Il sito è costruito con React Router e rendering lato server, così il contenuto arriva subito anche su rete mobile. Le immagini vengono convertite in WebP e AVIF in più larghezze e caricate solo quando servono. Il configuratore guida nella scelta di materiale, geometria e gruppo, e invia all'atelier una richiesta già completa di misure e preferenze.",
  ],
  approach: [
    {
      title: "Analisi e servizio fotografico",
      description: "Interviste ai clienti storici, studio dei concorrenti e scatti in atelier.",
    },
    {
      title: "Design e prototipo",
      description: "Prototipo navigabile provato con dieci ciclisti prima di scrivere codice.",
    },
    {
      title: "Sviluppo e prestazioni",
      description: "Rendering lato server, immagini responsive e budget di peso per ogni pagina.",
    },
    {
      title: "Lancio e misurazione",
      description: "Statistiche nel rispetto del consenso e revisione mensile dei risultati.",
    },
  ],
  results: [
    { value: "+68%", label: "prenotazioni di test ride nei primi sei mesi" },
    { value: "1,4 s", label: "tempo di caricamento medio su rete mobile" },
    { value: "+45%", label: "tempo medio trascorso sulle schede dei modelli" },
    { value: "1 su 3", label: "ordini su misura partiti dal configuratore online" },
  ],
  gallery: [
    {
      src: "/portfolio/zanolini-bike-configuratore.svg",
      alt: "Configuratore con la scelta del materiale del telaio, della taglia e del gruppo",
      caption: "Il configuratore guida la scelta di telaio, taglia e componenti.",
    },
    {
      src: "/portfolio/zanolini-bike-prenotazione.svg",
      alt: "Calendario per prenotare un test ride con le fasce orarie disponibili",
      caption: "Test ride e visite biomeccaniche si prenotano online in pochi secondi.",
    },
  ],
  testimonial: {
    quote:
      "Prima ci conosceva solo chi era già passato in negozio. Oggi i clienti arrivano con la configurazione pronta e hanno già deciso che vogliono provare la bici.",
    author: "Marco Zanolini",
    role: "Titolare di Zanolini Bike",
  },
  quoteService: "Siti Internet",
};
