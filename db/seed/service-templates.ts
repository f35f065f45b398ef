import type { serviceTemplates } from "../schema";

type TemplateRow = typeof serviceTemplates.$inferInsert;

/** The catalogue of services assigned to customers; `key` links the demo customers' services. */
export const templateSeeds = {
  hosting: {
    name: "Hosting Web Professionale",
    description:
      "Hosting gestito per siti aziendali su server in Italia, con backup giornalieri, certificato SSL e monitoraggio continuo.",
    category: "hosting",
    type: "monthly",
    basePrice: 29,
    basePricePeriod: "monthly",
    features: [
      "Spazio SSD 20 GB",
      "Certificato SSL incluso",
      "Backup giornalieri conservati 30 giorni",
      "10 caselle e-mail da 5 GB",
      "Monitoraggio 24 ore su 24",
    ],
  },
  ecommerceHosting: {
    name: "Hosting E-commerce Gestito",
    description:
      "Infrastruttura dedicata ai negozi online: prestazioni elevate anche nei picchi di traffico, CDN e protezione dagli attacchi.",
    category: "hosting",
    type: "yearly",
    basePrice: 590,
    basePricePeriod: "yearly",
    features: [
      "Risorse dedicate e scalabili",
      "CDN e firewall applicativo",
      "Backup orari del database",
      "Ambiente di prova separato",
      "Aggiornamenti di sicurezza gestiti",
    ],
  },
  maintenance: {
    name: "Manutenzione Sito e Aggiornamenti",
    description:
      "Aggiornamenti di CMS e plugin, controlli di sicurezza e piccole modifiche ai contenuti, con un rapporto mensile.",
    category: "manutenzione",
    type: "monthly",
    basePrice: 79,
    basePricePeriod: "monthly",
    features: [
      "Aggiornamenti mensili di CMS e plugin",
      "Scansione malware settimanale",
      "Fino a 2 ore di modifiche ai contenuti",
      "Rapporto mensile su prestazioni e sicurezza",
    ],
  },
  website: {
    name: "Sviluppo Sito Vetrina",
    description:
      "Progetto grafico su misura, sviluppo e messa online di un sito aziendale veloce, accessibile e ottimizzato per i motori di ricerca. Il prezzo è quello di partenza: il preventivo lo definisce sulle pagine e le funzioni richieste.",
    category: "sviluppo",
    type: "one_time",
    basePrice: 2500,
    basePricePeriod: "one_time",
    features: [
      "Progetto grafico personalizzato",
      "Fino a 10 pagine",
      "Accessibilità WCAG 2.1 AA",
      "SEO tecnica di base",
      "Formazione all'uso del CMS",
    ],
  },
  audit: {
    name: "Check-up Sicurezza e NIS2",
    description:
      "Analisi dello stato di sicurezza informatica e delle misure richieste dalla NIS2, con un piano di interventi ordinato per priorità.",
    category: "consulenza",
    type: "one_time",
    basePrice: 1200,
    basePricePeriod: "one_time",
    features: [
      "Intervista con la direzione e l'IT",
      "Verifica di accessi, backup e aggiornamenti",
      "Scansione delle vulnerabilità esterne",
      "Relazione con piano di interventi",
    ],
  },
  hours: {
    name: "Pacchetto Assistenza 10 ore",
    description:
      "Monte ore prepagato per assistenza tecnica da remoto o in sede, utilizzabile in 12 mesi con rendiconto di ogni intervento.",
    category: "monte_ore",
    type: "hourly_package",
    basePrice: 550,
    basePricePeriod: "one_time",
    features: [
      "10 ore di assistenza tecnica",
      "Interventi da remoto o in sede",
      "Presa in carico entro 4 ore lavorative",
      "Rendiconto dettagliato degli interventi",
    ],
  },
} satisfies Record<string, TemplateRow>;

export type TemplateKey = keyof typeof templateSeeds;

export function serviceTemplateRows(): (TemplateRow & { key: TemplateKey })[] {
  return (Object.keys(templateSeeds) as TemplateKey[]).map((key, index) => ({
    key,
    ...templateSeeds[key],
    isActive: true,
    sortOrder: (index + 1) * 10,
  }));
}
