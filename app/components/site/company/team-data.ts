export type TeamMember = { name: string; role: string; area: TeamArea; bio: string };
export type TeamArea =
  "Direzione" | "Sviluppo" | "Design" | "Sistemi e cloud" | "Marketing" | "Assistenza";

/** The people of the company, as presented on /team. */
export const teamMembers: readonly TeamMember[] = [
  {
    name: "Andrea Bertoldi",
    role: "Fondatore e amministratore delegato",
    area: "Direzione",
    bio: "Ha fondato l'azienda nel 2005 dopo dieci anni nello sviluppo di software gestionali. Segue la strategia e i rapporti con i clienti di lunga data.",
  },
  {
    name: "Marco Venturini",
    role: "Direttore tecnico",
    area: "Sviluppo",
    bio: "Progetta le architetture dei software su misura e guida il team di sviluppo. Scrive sul nostro blog di programmazione e intelligenza artificiale.",
  },
  {
    name: "Elena Castellani",
    role: "Project manager",
    area: "Direzione",
    bio: "Coordina i progetti dal primo incontro al rilascio, tenendo sotto controllo tempi, budget e qualità e aggiornando i clienti a ogni fase.",
  },
  {
    name: "Davide Marchetti",
    role: "Sviluppatore full stack senior",
    area: "Sviluppo",
    bio: "React, Node.js e .NET: realizza gestionali, portali per i clienti e integrazioni con ERP, e-commerce e fatturazione elettronica.",
  },
  {
    name: "Giulia Ferrarini",
    role: "Sviluppatrice mobile",
    area: "Sviluppo",
    bio: "Realizza app per iOS e Android con Flutter, dalla progettazione delle schermate alla pubblicazione sugli store.",
  },
  {
    name: "Chiara Zanetti",
    role: "Responsabile UX/UI ed e-commerce",
    area: "Design",
    bio: "Disegna interfacce chiare e accessibili e segue i progetti di vendita online, dall'analisi del catalogo alla crescita delle conversioni.",
  },
  {
    name: "Luca Benedetti",
    role: "Responsabile sistemi e sicurezza",
    area: "Sistemi e cloud",
    bio: "Si occupa di infrastrutture, backup e sicurezza informatica, e accompagna i clienti negli adempimenti della direttiva NIS2.",
  },
  {
    name: "Stefano Lonardi",
    role: "Cloud engineer",
    area: "Sistemi e cloud",
    bio: "Automatizza infrastrutture e rilasci con Docker, Kubernetes e Terraform e tiene sotto controllo i servizi gestiti dei clienti.",
  },
  {
    name: "Francesca Zambelli",
    role: "Responsabile marketing digitale",
    area: "Marketing",
    bio: "Pianifica strategie, campagne e contenuti SEO e misura ogni risultato con report chiari e comprensibili.",
  },
  {
    name: "Paolo Girelli",
    role: "Assistenza clienti",
    area: "Assistenza",
    bio: "È la prima voce che risponde al telefono e ai ticket: smista le richieste ai tecnici e risolve in giornata quelle più comuni.",
  },
];

/** Two letters for the avatar: first letters of the first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

export const workingPrinciples = [
  {
    title: "Un referente per ogni progetto",
    text: "Hai sempre un interlocutore che conosce il tuo progetto e ti risponde in prima persona.",
  },
  {
    title: "Piccoli passi, demo frequenti",
    text: "Rilasciamo per cicli brevi e ti mostriamo i progressi ogni due settimane, così puoi correggere la rotta in tempo.",
  },
  {
    title: "Qualità verificata",
    text: "Revisione del codice a quattro occhi, test automatici e controlli di sicurezza e accessibilità a ogni rilascio.",
  },
  {
    title: "Formazione continua",
    text: "Ogni settimana dedichiamo tempo allo studio delle nuove tecnologie e alla condivisione delle competenze nel team.",
  },
] as const;
