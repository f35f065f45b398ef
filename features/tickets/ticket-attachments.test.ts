import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { activityLog, customerTickets, ticketAttachments } from "#db/schema";
import { readEnv } from "#server/env";
import { createUploadStorage, type UploadStorage } from "#server/storage";
import { serveUploads } from "#server/storage/serve-uploads";
import { createTestApi } from "#tests/helpers/test-api";
import { createTestDatabase } from "#tests/helpers/test-db";
import {
  signedInAdmin,
  signedInCustomer,
  withCookie,
} from "#features/customer-portal/api/fixtures";
import { softwareDisposition } from "#features/software/software-files.server";
import {
  collectPersonalData,
  erasePersonalData,
  withoutStaffOnly,
} from "#features/personal-data/personal-data.server";
import type { PortalTicketThread } from "#features/customer-portal/portal-views";
import type { DeskTicketThread } from "#features/support-desk/desk-views";
import { saveTicketAttachments } from "./ticket-attachments.server";
import { REOPEN_EXPIRED } from "./customer.server";

/**
 * Tickets' attachments (issue 26, decision 066) on the real API and a local storage folder: the
 * checks by content, the forms with files, who may download what, the export and the erasure;
 * the customer's close and reopen within 7 days on a fixed clock.
 */
let handle: DatabaseHandle;
let dataDir: string;
let storage: UploadStorage;
let api: ReturnType<typeof createTestApi>;
let mario: { id: number; cookie: string };
let giulia: { id: number; cookie: string };
let admin: string;

beforeAll(async () => {
  [handle, dataDir] = await Promise.all([
    createTestDatabase(),
    mkdtemp(path.join(tmpdir(), "ticket-files-")),
  ]);
  const env = { DATA_DIR: dataDir, MAIL_TO: "assistenza@scaligeradigital.example" };
  storage = createUploadStorage(readEnv({ NODE_ENV: "test", ...env }));
  api = createTestApi(handle.db, env);
  mario = await signedInCustomer(handle.db, api, "mario.files@example.it");
  giulia = await signedInCustomer(handle.db, api, "giulia.files@example.it");
  admin = await signedInAdmin(handle.db, api);
});
afterAll(async () => {
  await Promise.all([handle?.close(), rm(dataDir, { recursive: true, force: true })]);
});
afterEach(() => {
  vi.useRealTimers();
});

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 1)]);

/** A multipart form of `fields` and `files` ([name, bytes]). */
function formOf(fields: Record<string, string>, files: [string, Buffer][] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, bytes] of files)
    form.append("attachments", new Blob([new Uint8Array(bytes)]), name);
  return form;
}
const send = (url: string, form: FormData, cookie: string | null) =>
  api.request(url, { method: "POST", body: form, ...withCookie(cookie) });
const get = (url: string, cookie: string | null) => api.request(url, withCookie(cookie));

const newTicket = {
  title: "Schermata di errore",
  description: "All'accesso compare l'errore che allego in figura.",
  category: "technical",
  priority: "high",
};

async function storedKeys() {
  return (await handle.db.select().from(ticketAttachments)).map((row) => row.storageKey);
}

describe("checks by content", () => {
  it("stores what the bytes are, names it by them, refuses the rest in Italian", async () => {
    const [ticket] = await handle.db
      .insert(customerTickets)
      .values({ customerId: mario.id, title: "Prova", description: "Prova degli allegati" })
      .returning();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    const result = await saveTicketAttachments(handle.db, storage, {
      ticketId: ticket!.id,
      messageId: null,
      files: [
        { fileName: "schermata.pdf", bytes: await png() },
        { fileName: "C:\\docs\\fattura.pdf", bytes: pdf },
        { fileName: "log del server.log", bytes: Buffer.from("riga 1\nriga 2\n") },
        { fileName: "archivio.zip", bytes: zip },
        { fileName: "programma.pdf", bytes: exe },
      ],
    });
    expect(result.stored.map((f) => [f.fileName, f.contentType])).toEqual([
      ["schermata.png", "image/png"],
      ["fattura.pdf", "application/pdf"],
      ["log del server.log", "text/plain"],
      ["archivio.zip", "application/zip"],
    ]);
    expect(result.refused).toEqual([
      {
        fileName: "programma.pdf",
        message: "Il file «programma.pdf» non è di un tipo ammesso: immagini, PDF, testo o ZIP",
      },
    ]);
    for (const key of await storedKeys()) expect(await storage.stat(key)).not.toBeNull();

    const more = await saveTicketAttachments(handle.db, storage, {
      ticketId: ticket!.id,
      messageId: null,
      files: [
        { fileName: "pagina.txt", bytes: Buffer.from("<!doctype html><script>x</script>") },
        { fileName: "logo.svg", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        { fileName: "grande.png", bytes: big },
        { fileName: "vuoto.txt", bytes: new Uint8Array() },
        { fileName: "a.txt", bytes: Buffer.from("a") },
        { fileName: "sesto.txt", bytes: Buffer.from("b") },
      ],
    });
    expect(more.stored.map((f) => f.fileName)).toEqual(["a.txt"]);
    expect(more.refused.map((r) => r.message)).toEqual([
      "Il file «pagina.txt» non è di un tipo ammesso: immagini, PDF, testo o ZIP",
      "Il file «logo.svg» non è di un tipo ammesso: immagini, PDF, testo o ZIP",
      "Il file «grande.png» supera i 10 MB",
      "Il file «vuoto.txt» è vuoto",
      "Puoi allegare al massimo 5 file",
    ]);
    await handle.db.delete(customerTickets).where(eq(customerTickets.id, ticket!.id));
  });

  it("refuses a whole form with a bad file: 400 under attachments, nothing stored", async () => {
    const before = await storedKeys();
    const res = await send(
      "/customer/tickets/with-attachments",
      formOf({ ...newTicket, title: "No" }, [
        ["ok.png", await png()],
        ["finto.png", exe],
      ]),
      mario.cookie,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([
      { path: "title", message: "Il titolo deve avere almeno 5 caratteri" },
      {
        path: "attachments",
        message: "Il file «finto.png» non è di un tipo ammesso: immagini, PDF, testo o ZIP",
      },
    ]);
    const six = await send(
      "/customer/tickets/with-attachments",
      formOf(
        newTicket,
        Array.from({ length: 6 }, (_, i): [string, Buffer] => [`n${i}.txt`, Buffer.from("x")]),
      ),
      mario.cookie,
    );
    expect(six.status).toBe(400);
    expect(((await six.json()) as { message: string }).message).toBe(
      "Puoi allegare al massimo 5 file",
    );
    const json = await api.request(
      "/customer/tickets/with-attachments",
      withCookie(mario.cookie, {
        method: "POST",
        body: JSON.stringify(newTicket),
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(json.status).toBe(415);
    expect(await storedKeys()).toEqual(before);
  });
});

describe("who downloads what", () => {
  let ticket: PortalTicketThread;
  let deskThread: DeskTicketThread;

  it("a customer opens a ticket with a screenshot: only they and the staff download it", async () => {
    const res = await send(
      "/customer/tickets/with-attachments",
      formOf(newTicket, [["schermata.png", await png()]]),
      mario.cookie,
    );
    expect(res.status).toBe(201);
    ticket = (await res.json()) as PortalTicketThread;
    expect(ticket.attachments).toHaveLength(1);
    const [shot] = ticket.attachments;
    expect(shot).toMatchObject({ fileName: "schermata.png", contentType: "image/png" });
    expect(shot!.messageId).toBe(ticket.messages[0]!.id);

    const url = `/customer/tickets/${ticket.id}/attachments/${shot!.id}`;
    const own = await get(url, mario.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("content-disposition")).toBe(
      `attachment; filename="schermata.png"; filename*=UTF-8''schermata.png`,
    );
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await own.arrayBuffer()).equals(await png())).toBe(true);

    expect((await get(url, giulia.cookie)).status).toBe(404);
    expect((await get(url, null)).status).toBe(401);
    expect((await get(url, admin)).status).toBe(401);
    const desk = `/admin/tickets/${ticket.id}/attachments/${shot!.id}`;
    expect((await get(desk, admin)).status).toBe(200);
    expect((await get(desk, mario.cookie)).status).toBe(403);
    expect((await get(desk, null)).status).toBe(401);
    expect((await get(`/admin/tickets/${ticket.id}/attachments/999999`, admin)).status).toBe(404);

    // /uploads/* never serves the private folder, even knowing the key.
    const [row] = await handle.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.id, shot!.id));
    const uploads = new Hono();
    uploads.use("/uploads/*", serveUploads(storage, { disposition: softwareDisposition }));
    uploads.all("*", (c) => c.text("oltre", 404));
    const direct = await uploads.request(`/uploads/${row!.storageKey}`);
    expect(direct.status).toBe(404);
    expect(await direct.text()).toBe("oltre");
  });

  it("the staff replies with a PDF and notes with a file the customer never sees", async () => {
    const reply = await send(
      `/admin/tickets/${ticket.id}/messages/with-attachments`,
      formOf({ message: "Ecco la guida.", isInternal: "false" }, [["guida.pdf", pdf]]),
      admin,
    );
    expect(reply.status).toBe(201);
    const note = await send(
      `/admin/tickets/${ticket.id}/messages/with-attachments`,
      formOf({ message: "Log interno", isInternal: "true" }, [["interno.txt", Buffer.from("x")]]),
      admin,
    );
    expect(note.status).toBe(201);
    deskThread = ((await note.json()) as { ticket: DeskTicketThread }).ticket;
    expect(deskThread.attachments.map((a) => a.fileName)).toEqual([
      "schermata.png",
      "guida.pdf",
      "interno.txt",
    ]);
    const seen = (await (
      await get(`/customer/tickets/${ticket.id}`, mario.cookie)
    ).json()) as PortalTicketThread;
    expect(seen.attachments.map((a) => a.fileName)).toEqual(["schermata.png", "guida.pdf"]);
    const guide = seen.attachments[1]!;
    const download = await get(
      `/customer/tickets/${ticket.id}/attachments/${guide.id}`,
      mario.cookie,
    );
    expect(download.headers.get("content-type")).toBe("application/pdf");
    const hidden = deskThread.attachments[2]!;
    expect(
      (await get(`/customer/tickets/${ticket.id}/attachments/${hidden.id}`, mario.cookie)).status,
    ).toBe(404);
    // The activity log names the files of the reply.
    const entries = await handle.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entity, "tickets"));
    expect(JSON.stringify(entries.map((e) => e.changes))).toContain("guida.pdf");
  });

  it("the public form takes files too, on the ticket's opening", async () => {
    const res = await api.request("/tickets/with-attachments", {
      method: "POST",
      body: formOf(
        {
          name: "Luca Verdi",
          email: "giulia.files@example.it",
          category: "technical",
          priority: "low",
          subject: "Stampante non trovata",
          description: "La stampante di rete non compare più tra i dispositivi.",
        },
        [["errore.png", await png()]],
      ),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const rows = await handle.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, id));
    expect(rows.map((r) => [r.fileName, r.messageId])).toEqual([["errore.png", null]]);
    // Giulia's address: the ticket is hers, and so is its file.
    const thread = (await (
      await get(`/customer/tickets/${id}`, giulia.cookie)
    ).json()) as PortalTicketThread;
    expect(thread.attachments.map((a) => a.fileName)).toEqual(["errore.png"]);
    const honeypot = await api.request("/tickets/with-attachments", {
      method: "POST",
      body: formOf({ website: "https://spam.example" }, [["x.txt", Buffer.from("x")]]),
    });
    expect(honeypot.status).toBe(201);
    expect(((await honeypot.json()) as { id?: number }).id).toBeUndefined();
  });

  it("the export lists the files; the erasure removes rows and stored objects", async () => {
    const data = await collectPersonalData(handle.db, "mario.files@example.it");
    const own = withoutStaffOnly(data).files["allegati-ticket"];
    expect(own.map((f) => f.fileName)).toEqual(["schermata.png", "guida.pdf"]);
    expect(data.files["allegati-ticket"]).toHaveLength(3);
    expect(own[0]).not.toHaveProperty("storageKey");
    expect(own[0]).toMatchObject({ contentType: "image/png", size: expect.any(Number) });

    const keys = (
      await handle.db
        .select()
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, ticket.id))
    ).map((r) => r.storageKey);
    expect(keys).toHaveLength(3);
    await erasePersonalData(handle.db, "mario.files@example.it", storage);
    expect(
      await handle.db
        .select()
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, ticket.id)),
    ).toEqual([]);
    for (const key of keys) expect(await storage.stat(key)).toBeNull();
  });
});

describe("the customer closes and reopens", () => {
  it("reopens within 7 days of closing, never after; the desk and the log see who closed", async () => {
    const opened = (await (
      await send("/customer/tickets/with-attachments", formOf(newTicket), giulia.cookie)
    ).json()) as PortalTicketThread;
    const url = `/customer/tickets/${opened.id}`;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
    const closed = await api.request(`${url}/close`, {
      method: "POST",
      ...withCookie(giulia.cookie),
    });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({
      status: "closed",
      closedBy: "customer",
      closedAt: "2026-03-02T10:00:00.000Z",
      canReopen: true,
    });
    const again = await api.request(`${url}/close`, {
      method: "POST",
      ...withCookie(giulia.cookie),
    });
    expect(again.status).toBe(409);
    const desk = (await (
      await get(`/admin/tickets/${opened.id}`, admin)
    ).json()) as DeskTicketThread;
    expect(desk).toMatchObject({ status: "closed", closedBy: "customer" });
    const [entry] = await handle.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(opened.id)));
    expect(entry).toMatchObject({
      userName: `Cliente n. ${giulia.id}`,
      entity: "tickets",
      changes: { status: { from: "open", to: "closed" } },
    });

    vi.setSystemTime(new Date("2026-03-09T09:59:00Z"));
    const reopened = await api.request(`${url}/reopen`, {
      method: "POST",
      ...withCookie(giulia.cookie),
    });
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({
      status: "open",
      closedAt: null,
      canReopen: false,
    });

    await api.request(`${url}/close`, { method: "POST", ...withCookie(giulia.cookie) });
    vi.setSystemTime(new Date("2026-03-16T10:00:00Z"));
    const late = await api.request(`${url}/reopen`, {
      method: "POST",
      ...withCookie(giulia.cookie),
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({ message: REOPEN_EXPIRED });
    expect(REOPEN_EXPIRED).toBe("Il ticket è chiuso da più di 7 giorni: aprine uno nuovo");
    const reply = await api.request(
      `${url}/messages`,
      withCookie(giulia.cookie, {
        method: "POST",
        body: JSON.stringify({ message: "Ancora io" }),
        headers: { "Content-Type": "application/json" },
      }),
    );
    expect(reply.status).toBe(409);
    const after = (await (await get(url, giulia.cookie)).json()) as PortalTicketThread;
    expect(after).toMatchObject({ status: "closed", canReopen: false });
    expect(
      (
        await api.request(`/customer/tickets/${opened.id}/reopen`, {
          method: "POST",
          ...withCookie(null),
        })
      ).status,
    ).toBe(401);
  });
});
