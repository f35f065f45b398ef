import type { customerServices } from "../schema";
import { formatLongDate, withArticle } from "#kit/lib/dates";
import { daysFrom } from "./context";
import type { TemplateKey } from "./service-templates";

export const demoCustomerPassword = "Cliente2026!";

type ServiceSeed = Omit<
  typeof customerServices.$inferInsert,
  "customerId" | "templateId" | "startDate" | "expiryDate"
> & {
  template: TemplateKey;
  /** Days from seeding time. */
  startsIn: number;
  expiresIn: number;
};

export type CustomerSeed = {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  vatNumber: string;
  address: string;
  phone: string;
  services: ServiceSeed[];
};

/** Two demo customers who sign in with `demoCustomerPassword`. */
export const customerSeeds: CustomerSeed[] = [
  {
    email: "mario.rossi@example.com",
    firstName: "Mario",
    lastName: "Rossi",
    companyName: "Rossi Impianti S.r.l.",
    vatNumber: "IT04567890239",
    address: "Via Enrico Fermi 18, 37135 Verona (VR)",
    phone: "+39 045 000 7788",
    services: [
      {
        template: "hosting",
        serviceName: "Hosting Web Professionale - www.rossiimpianti.example",
        description: "Hosting del sito aziendale e di 10 caselle di posta.",
        status: "active",
        startsIn: -352,
        expiresIn: 13,
        customPrice: 29,
        customPricePeriod: "monthly",
        isRecurring: true,
        notes: "Rinnovo annuale con fatturazione mensile.",
      },
      {
        template: "hours",
        serviceName: "Pacchetto Assistenza 10 ore",
        description: "Monte ore per l'assistenza ai PC dell'ufficio e alla rete.",
        status: "active",
        startsIn: -120,
        expiresIn: 245,
        customPrice: 550,
        customPricePeriod: "one_time",
        hoursRemaining: 6,
        isRecurring: false,
        notes: "Utilizzate 4 ore: configurazione VPN e sostituzione dello switch.",
      },
      {
        template: "maintenance",
        serviceName: "Manutenzione Sito e Aggiornamenti",
        description: "Aggiornamenti e controlli di sicurezza del sito aziendale.",
        status: "expired",
        startsIn: -395,
        expiresIn: -30,
        customPrice: 69,
        customPricePeriod: "monthly",
        isRecurring: false,
        notes: "Non rinnovato: il cliente valuta il rifacimento del sito.",
      },
    ],
  },
  {
    email: "giulia.bianchi@example.com",
    firstName: "Giulia",
    lastName: "Bianchi",
    companyName: "Cantina Bianchi",
    vatNumber: "IT03456780237",
    address: "Località Corte Bianchi 5, 37066 Sommacampagna (VR)",
    phone: "+39 045 000 4455",
    services: [
      {
        template: "ecommerceHosting",
        serviceName: "Hosting E-commerce Gestito - shop.cantinabianchi.example",
        description: "Hosting del negozio online dei vini con CDN e backup orari.",
        status: "active",
        startsIn: -340,
        expiresIn: 25,
        customPrice: 590,
        customPricePeriod: "yearly",
        isRecurring: true,
      },
      {
        template: "hours",
        serviceName: "Pacchetto Assistenza 20 ore",
        description: "Monte ore per modifiche al negozio online e assistenza in cantina.",
        status: "active",
        startsIn: -165,
        expiresIn: 200,
        customPrice: 1000,
        customPricePeriod: "one_time",
        hoursRemaining: 14,
        isRecurring: false,
        notes: "Pacchetto doppio a prezzo concordato.",
      },
      {
        template: "hosting",
        serviceName: "Hosting Web Professionale - vecchio sito",
        description: "Hosting del sito precedente, sostituito dal negozio online.",
        status: "expired",
        startsIn: -425,
        expiresIn: -60,
        customPrice: 29,
        customPricePeriod: "monthly",
        isRecurring: false,
      },
    ],
  },
];

export function serviceDates(service: ServiceSeed, now: Date) {
  return {
    startDate: daysFrom(now, service.startsIn),
    expiryDate: daysFrom(now, service.expiresIn),
  };
}

/** Messages from the company and a support ticket, so the customer area is not empty. */
export function customerActivity(now: Date) {
  const hostingExpiry = daysFrom(now, customerSeeds[0]!.services[0]!.expiresIn);
  return {
    communications: {
      "mario.rossi@example.com": [
        {
          title: "Il tuo hosting è in scadenza",
          content: `Gentile Mario, il servizio Hosting Web Professionale per www.rossiimpianti.example scade ${withArticle(formatLongDate(hostingExpiry))}. Il rinnovo è automatico: se desideri modificarlo o disdirlo, usa il pulsante Richiedi Disdetta o scrivici dall'area clienti entro la scadenza.`,
          type: "warning" as const,
          isRead: false,
          createdAt: daysFrom(now, -2),
        },
        {
          title: "Manutenzione programmata dei server",
          content:
            "Nella notte tra sabato e domenica, dalle 23:00 alle 2:00, aggiorneremo i server di hosting. Sono possibili brevi interruzioni di siti e posta, ciascuna di pochi minuti. Non è richiesta alcuna azione da parte tua.",
          type: "announcement" as const,
          isRead: true,
          createdAt: daysFrom(now, -9),
        },
      ],
      "giulia.bianchi@example.com": [
        {
          title: "Nuova area clienti disponibile",
          content:
            "Da oggi nell'area clienti puoi aprire ticket di assistenza, seguire le risposte dei tecnici e controllare le ore residue del tuo pacchetto. Per qualsiasi dubbio siamo a disposizione.",
          type: "info" as const,
          isRead: false,
          createdAt: daysFrom(now, -5),
        },
      ],
    } as Record<
      string,
      {
        title: string;
        content: string;
        type: "info" | "warning" | "announcement";
        isRead: boolean;
        createdAt: Date;
      }[]
    >,
    ticket: {
      customerEmail: "mario.rossi@example.com",
      serviceIndex: 0,
      title: "E-mail in uscita bloccate dallo smartphone",
      description:
        "Da ieri pomeriggio dallo smartphone aziendale non riesco a inviare e-mail dalla casella ufficio@rossiimpianti.example: i messaggi restano nella posta in uscita. Dal computer dell'ufficio invece funziona tutto.",
      priority: "high" as const,
      status: "in_progress" as const,
      category: "technical" as const,
      createdAt: daysFrom(now, -1),
      reply: {
        message:
          "Buongiorno Mario, abbiamo verificato la casella: il server funziona correttamente, ma lo smartphone usa ancora la vecchia configurazione senza cifratura, che abbiamo disattivato per sicurezza. Le abbiamo inviato via e-mail le istruzioni per impostare il server in uscita sulla porta 465 con SSL. Ci faccia sapere se il problema persiste.",
        createdAt: daysFrom(now, -0.8),
      },
    },
  };
}
