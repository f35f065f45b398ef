/**
 * The mail set-up guides of /area-clienti (back-office.md section 9: incoming POP3S 995,
 * IMAP4S 993, outgoing 465 with SSL and password authentication). Shown as text in dialogs.
 */
export type MailSetting = { label: string; value: string };
export type MailGuide = {
  id: "pop3s" | "imap4s" | "pec";
  title: string;
  summary: string;
  intro: string;
  groups: { title: string; settings: MailSetting[] }[];
  notes: string[];
};

const outgoing: MailSetting[] = [
  { label: "Server SMTP", value: "mail.scaligeradigital.example" },
  { label: "Porta", value: "465" },
  { label: "Sicurezza della connessione", value: "SSL/TLS" },
  {
    label: "Autenticazione",
    value: "Password normale (il server in uscita richiede l'autenticazione)",
  },
  {
    label: "Nome utente",
    value: "L'indirizzo email completo, ad esempio mario.rossi@vostrodominio.it",
  },
];

/** The incoming group of the company's own mail (POP3S or IMAP4S): only protocol and port differ. */
function incoming(protocol: "POP3" | "IMAP", port: string): MailGuide["groups"][number] {
  const name = protocol === "POP3" ? "POP3S" : "IMAP4S";
  return {
    title: `Posta in arrivo (${name})`,
    settings: [
      { label: `Server ${protocol}`, value: "mail.scaligeradigital.example" },
      { label: "Porta", value: port },
      { label: "Sicurezza della connessione", value: "SSL/TLS" },
      { label: "Autenticazione", value: "Password normale" },
      { label: "Nome utente", value: "L'indirizzo email completo" },
    ],
  };
}

export const mailGuides: MailGuide[] = [
  {
    id: "pop3s",
    title: "Configurazione posta POP3S",
    summary:
      "Scarica i messaggi sul computer e li toglie dal server: adatta a chi legge la posta da un solo dispositivo.",
    intro:
      "Nel vostro programma di posta (Outlook, Thunderbird, Mail di Apple) aggiungete un nuovo account, scegliete la configurazione manuale e il tipo POP3, poi inserite questi parametri.",
    groups: [incoming("POP3", "995"), { title: "Posta in uscita (SMTP)", settings: outgoing }],
    notes: [
      "Per non riempire la casella, attivate l'opzione che elimina dal server i messaggi scaricati dopo 14 giorni.",
      "Se usate la posta anche dallo smartphone, preferite la configurazione IMAP4S.",
    ],
  },
  {
    id: "imap4s",
    title: "Configurazione posta IMAP4S",
    summary:
      "I messaggi restano sul server e sono sincronizzati su tutti i dispositivi: computer, tablet e smartphone.",
    intro:
      "Aggiungete un nuovo account nel programma di posta o nelle impostazioni dello smartphone, scegliete la configurazione manuale e il tipo IMAP, poi inserite questi parametri.",
    groups: [incoming("IMAP", "993"), { title: "Posta in uscita (SMTP)", settings: outgoing }],
    notes: [
      "Le cartelle create sul server (Inviata, Bozze, Cestino) compaiono su ogni dispositivo collegato.",
      "Lo spazio occupato dalla casella è quello del server: svuotate periodicamente il Cestino.",
    ],
  },
  {
    id: "pec",
    title: "Configurazione Posta Elettronica Certificata (PEC)",
    summary:
      "I parametri per leggere e inviare la PEC dal vostro programma di posta, con valore legale di raccomandata.",
    intro:
      "La PEC si configura come un normale account di posta, ma con i server certificati del gestore. Usate sempre le porte sicure indicate: le connessioni non cifrate sono rifiutate.",
    groups: [
      {
        title: "Posta in arrivo",
        settings: [
          { label: "Server IMAP", value: "imaps.pec.scaligeradigital.example" },
          { label: "Porta IMAP", value: "993 (SSL/TLS)" },
          { label: "In alternativa, server POP3", value: "pop3s.pec.scaligeradigital.example" },
          { label: "Porta POP3", value: "995 (SSL/TLS)" },
          {
            label: "Nome utente",
            value: "L'indirizzo PEC completo, ad esempio amministrazione@pec.vostrodominio.it",
          },
        ],
      },
      {
        title: "Posta in uscita",
        settings: [
          { label: "Server SMTP", value: "smtps.pec.scaligeradigital.example" },
          { label: "Porta", value: "465" },
          { label: "Sicurezza della connessione", value: "SSL/TLS" },
          {
            label: "Autenticazione",
            value: "Password normale, con le stesse credenziali della posta in arrivo",
          },
        ],
      },
    ],
    notes: [
      "Conservate le ricevute di accettazione e di consegna: sono la prova legale dell'invio.",
      "Se il programma smette di scaricare la PEC, verificate dalla webmail che la password non sia scaduta.",
    ],
  },
];
