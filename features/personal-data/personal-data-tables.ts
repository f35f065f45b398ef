import type { PersonalDataKind } from "./personal-data-kinds";

/**
 * Every table of db/schema that holds (or may seem to hold) data about a person, and what the
 * personal-data requests do with it (decision 034). `personal-data-tables.test.ts` reads every
 * table of the schema and fails when one with person-identifying columns (e-mail, name, phone,
 * address, IP, user agent, free text...) is missing here: a table added later must be
 * classified in this one place.
 *
 * - `subject`: holds data of the people the requests concern (customers, senders of contact
 *   messages and public tickets); exported in the file(s) named, and erased or anonymised by
 *   `erasePersonalData` (personal-data.server.ts).
 * - `none`: holds no personal data of those people, with the reason.
 */
export type TableClass =
  { kind: "subject"; files: readonly PersonalDataKind[] } | { kind: "none"; reason: string };

const subject = (...files: PersonalDataKind[]): TableClass => ({ kind: "subject", files });
const none = (reason: string): TableClass => ({ kind: "none", reason });

export const personalDataTables: Record<string, TableClass> = {
  customer_users: subject("profilo"),
  customer_services: subject("servizi"),
  customer_tickets: subject("ticket"),
  ticket_messages: subject("messaggi-ticket"),
  cancellation_requests: subject("richieste-disdetta"),
  info_requests: subject("richieste-informazioni"),
  renewal_requests: subject("richieste-rinnovo"),
  renewal_reminders: none(
    "Registro dei promemoria di rinnovo inviati: servizio, soglia e scadenza, nessun dato della persona (le e-mail stanno nel registro delle e-mail inviate).",
  ),
  two_factor_secrets: none(
    "Credenziali di accesso (segreto TOTP): non si esportano, come la password; la cancellazione le elimina con l'account.",
  ),
  two_factor_recovery_codes: none(
    "Credenziali di accesso (impronte dei codici di recupero): non si esportano; la cancellazione le elimina con l'account.",
  ),
  two_factor_challenges: none(
    "Accessi a metà della durata di cinque minuti, senza dati della persona.",
  ),
  activity_log: none(
    "Registro delle modifiche fatte dal personale: la cancellazione toglie le etichette e i valori che riguardano la persona e lascia chi ha fatto cosa e quando, a prova della conformità.",
  ),
  admin_invitations: none("Inviti del personale dell'azienda al back office."),
  two_factor_policies: none("L'obbligo della verifica in due passaggi per tipo di account."),
  customer_communications: subject("comunicazioni"),
  contact_messages: subject("messaggi-contatto"),
  mail_outbox: subject("email-inviate"),
  sessions: subject("sessioni"),
  password_reset_tokens: subject("reimpostazioni-password"),
  consent_records: none(
    "Prova del consenso ai cookie: scelta, versione e data legate a un identificativo casuale del browser; nessun IP, user agent, e-mail o collegamento a una persona.",
  ),
  admin_users: none("Account del personale dell'azienda, non dei clienti o dei mittenti."),
  blog_posts: none("Il nome dell'autore è quello del personale che pubblica l'articolo."),
  site_settings: none(
    "I dati dell'azienda (ragione sociale, indirizzo, telefoni, e-mail aziendali).",
  ),
  clients: none("Nomi delle aziende clienti mostrate come referenze."),
  certified_partners: none("Nomi dei partner tecnologici."),
  solutions: none("Nomi delle piattaforme del catalogo."),
  downloadable_software: none("Nomi dei programmi scaricabili."),
  hero_variants: none("Nomi interni delle varianti della pagina iniziale."),
  service_templates: none("Nomi dei servizi del listino."),
  rate_limit_counters: none(
    "Contatori di sicurezza che scadono in pochi minuti; la cancellazione toglie comunque quelli che nominano l'indirizzo.",
  ),
};
