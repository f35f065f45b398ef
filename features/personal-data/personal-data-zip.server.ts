import { Zip, ZipDeflate, strToU8 } from "fflate";
import { csvField } from "#server/http/csv";
import { fieldShow } from "#features/activity/activity-fields";
import { ASSIGNMENT_ENTITY } from "#features/customer-services/customer-service-values";
import {
  personalDataKinds,
  personalDataLabels,
  type PersonalDataKind,
} from "./personal-data-kinds";
import type { PersonalData, PersonalRecord } from "./personal-data.server";

/**
 * The export of art. 15 and 20: a ZIP (fflate, written a file at a time into the answer's
 * stream) holding, for each kind of data, `<kind>.json` (the records as they are stored, dates
 * in ISO 8601) and `<kind>.csv` (the same for a spreadsheet: UTF-8 with BOM, `;`), and
 * `LEGGIMI.txt` saying what each file is and what is not in it.
 */

const cell = (value: unknown): string | number | boolean | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return value;
  return JSON.stringify(value);
};

/** The entity of the back office whose field labels name a kind's columns (the log's, decision 050). */
const entityOfKind: Partial<Record<PersonalDataKind, string>> = {
  profilo: "customers",
  servizi: ASSIGNMENT_ENTITY,
  ticket: "tickets",
  "richieste-disdetta": "cancellation-requests",
  "richieste-informazioni": "info-requests",
  "movimenti-ore": "hours",
  "richieste-rinnovo": "renewal-requests",
  comunicazioni: "communications",
  "note-interne": "customer-notes",
  "messaggi-contatto": "contacts",
};

/** The columns of the kinds that are no entity of the back office. */
const otherLabels: Record<string, string> = {
  ticketId: "Ticket",
  requestId: "Richiesta (n.)",
  messageId: "Messaggio (n.)",
  fileName: "Nome del file",
  contentType: "Tipo di file",
  size: "Dimensione (byte)",
  authorType: "Scritto da",
  authorId: "Autore (n.)",
  message: "Messaggio",
  isInternal: "Nota interna",
  to: "Destinatario",
  replyTo: "Rispondi a",
  subject: "Oggetto",
  text: "Testo",
  status: "Stato",
  attempts: "Tentativi",
  sentAt: "Inviata il",
  lastSeenAt: "Ultimo utilizzo",
  expiresAt: "Scadenza",
  usedAt: "Usata il",
  customerId: "Cliente (n.)",
  communicationId: "Comunicazione (n.)",
  readAt: "Letta il",
};

/** The Italian name of a column of `kind`, as the back office names the field. */
export function columnLabel(kind: PersonalDataKind, field: string): string {
  return fieldShow(entityOfKind[kind] ?? "", field)?.label ?? otherLabels[field] ?? field;
}

/** The records as CSV: one column per field of the records, headed by its Italian name. */
export function recordsToCsv(kind: PersonalDataKind, records: PersonalRecord[]): string {
  const headers = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const lines = [headers.map((h) => csvField(columnLabel(kind, h)))];
  for (const record of records) lines.push(headers.map((h) => csvField(cell(record[h]))));
  return `\uFEFF${lines.map((fields) => fields.join(";")).join("\r\n")}\r\n`;
}

function readme(data: PersonalData, now: Date): string {
  const lines = [
    `Dati personali conservati per l'indirizzo ${data.email}`,
    `Esportazione del ${now.toISOString()} (GDPR artt. 15 e 20).`,
    "",
    "Ogni tipo di dato è in due file: .json (formato strutturato) e .csv (per fogli di calcolo).",
    "",
    ...personalDataKinds.map(
      (kind) => `${kind}: ${personalDataLabels[kind]} (${data.files[kind].length})`,
    ),
    "",
    "Non sono incluse le password (conservate solo come impronta cifrata) né gli identificativi",
    "delle sessioni. Le e-mail con un link personale di accesso (nuova password, invito) sono",
    "elencate senza il testo, perché quel link è strettamente personale.",
    "Gli allegati dei ticket sono elencati (nome, tipo, dimensione, data): i file si scaricano",
    "dal ticket nell'area clienti.",
    "Le scelte sui cookie sono registrate con un identificativo casuale del",
    "browser, senza indirizzo IP né collegamento a una persona: non sono riconducibili a te.",
    "",
  ];
  return lines.join("\r\n");
}

/** The ZIP of `data` as a stream of bytes, written as it is read. */
export function personalDataZip(data: PersonalData, now = new Date()): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const add = (name: string, text: string) => {
        const file = new ZipDeflate(name, { level: 6 });
        file.mtime = now;
        zip.add(file);
        file.push(strToU8(text), true);
      };
      add("LEGGIMI.txt", readme(data, now));
      for (const kind of personalDataKinds) {
        const records = data.files[kind];
        add(`${kind}.json`, `${JSON.stringify(records.map(jsonRecord), null, 2)}\n`);
        add(`${kind}.csv`, recordsToCsv(kind, records));
      }
      zip.end();
    },
  });
}

const jsonRecord = (record: PersonalRecord) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, cell(value)]));

/** The answer carrying the ZIP as an attachment named after the address and the day. */
export function personalDataZipResponse(data: PersonalData, now = new Date()): Response {
  const day = now.toISOString().slice(0, 10);
  const who = data.email.replace(/[^a-z0-9._-]+/gi, "_");
  return new Response(personalDataZip(data, now), {
    status: 200,
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="dati-personali-${who}-${day}.zip"`,
      "cache-control": "no-store",
    },
  });
}
