import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { cancellationRequests, infoRequests } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import type {
  PortalCancellationRequest,
  PortalInfoRequest,
} from "#features/customer-portal/portal-views";
import {
  addService,
  jsonRequest,
  outbox,
  signedInAdmin,
  signedInCustomer,
  withCookie,
} from "#features/customer-portal/api/fixtures";

let handle: DatabaseHandle;
let api: ReturnType<typeof createTestApi>;
let mario: { id: number; cookie: string };
let giulia: { id: number; cookie: string };

beforeAll(async () => {
  handle = await createTestDatabase();
  api = createTestApi(handle.db, { MAIL_TO: "info@scaligeradigital.example" });
  mario = await signedInCustomer(handle.db, api, "mario@example.it");
  giulia = await signedInCustomer(handle.db, api, "giulia@example.it");
});
afterAll(() => handle.close());

const get = (path: string, cookie: string | null) => api.request(path, withCookie(cookie));
const post = (path: string, body: unknown, cookie: string | null) =>
  api.request(path, jsonRequest("POST", body, cookie));
const issues = async (res: Response) =>
  ((await res.json()) as { issues: { path: string; message: string }[] }).issues;

describe("authorization", () => {
  it("answers 401 without a session or with only an admin session", async () => {
    const admin = await signedInAdmin(handle.db, api);
    for (const cookie of [null, admin]) {
      for (const path of ["/customer/info-requests", "/customer/cancellation-requests"]) {
        expect((await get(path, cookie)).status).toBe(401);
        expect((await post(path, {}, cookie)).status).toBe(401);
      }
    }
  });
});

describe("info requests", () => {
  it("validates subject and message with the spec's messages", async () => {
    const res = await post(
      "/customer/info-requests",
      { subject: "Ciao", message: "Breve" },
      mario.cookie,
    );
    expect(res.status).toBe(400);
    expect(await issues(res)).toEqual([
      { path: "subject", message: "Oggetto richiesto" },
      { path: "message", message: "Messaggio richiesto" },
    ]);
  });

  it("stores a request (service optional) and queues a mail to the company", async () => {
    const serviceId = await addService(handle.db, mario.id, { serviceName: "Hosting Web" });
    const res = await post(
      "/customer/info-requests",
      {
        serviceId,
        subject: "Spazio aggiuntivo",
        message: "Vorrei sapere il costo di 10 GB in più.",
      },
      mario.cookie,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      serviceId,
      serviceName: "Hosting Web",
      status: "pending",
      adminResponse: null,
    });
    const [mail] = await outbox(handle.db);
    expect(mail).toMatchObject({
      to: "info@scaligeradigital.example",
      replyTo: "mario@example.it",
    });
    expect(mail!.subject).toContain("Spazio aggiuntivo");

    const general = await post(
      "/customer/info-requests",
      { serviceId: "", subject: "Domanda generale", message: "Fate anche siti in inglese?" },
      mario.cookie,
    );
    expect(general.status).toBe(201);
    expect(await general.json()).toMatchObject({ serviceId: null, serviceName: null });

    const list = (await (
      await get("/customer/info-requests", mario.cookie)
    ).json()) as PortalInfoRequest[];
    expect(list.map((r) => r.subject)).toEqual(["Domanda generale", "Spazio aggiuntivo"]);
    expect(
      (await (await get("/customer/info-requests", giulia.cookie)).json()) as unknown[],
    ).toEqual([]);
  });

  it("refuses another customer's service with 404", async () => {
    const foreign = await addService(handle.db, giulia.id);
    const before = (await handle.db.select().from(infoRequests)).length;
    const res = await post(
      "/customer/info-requests",
      { serviceId: foreign, subject: "Servizio altrui", message: "Questo servizio non è mio." },
      mario.cookie,
    );
    expect(res.status).toBe(404);
    expect((await handle.db.select().from(infoRequests)).length).toBe(before);
  });
});

describe("cancellation requests", () => {
  it("requires the service and a reason of at least 10 characters", async () => {
    const res = await post("/customer/cancellation-requests", { reason: "Troppo" }, mario.cookie);
    expect(res.status).toBe(400);
    expect(await issues(res)).toEqual([
      { path: "serviceId", message: "Seleziona il servizio da disdire" },
      { path: "reason", message: "Motivo richiesto (minimo 10 caratteri)" },
    ]);
  });

  it("stores one pending request per active own service and notifies the company", async () => {
    const serviceId = await addService(handle.db, mario.id, { serviceName: "Manutenzione" });
    const body = { serviceId, reason: "Abbiamo internalizzato la gestione del sito." };
    const res = await post("/customer/cancellation-requests", body, mario.cookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      serviceId,
      serviceName: "Manutenzione",
      status: "pending",
      adminNotes: null,
    });
    const [stored] = (await (
      await get("/customer/cancellation-requests", mario.cookie)
    ).json()) as PortalCancellationRequest[];
    const [mail] = await outbox(handle.db);
    expect(mail!.subject).toBe(`Richiesta di disdetta n. ${stored!.id}: Manutenzione`);
    expect(mail!.text).toContain("Abbiamo internalizzato la gestione del sito.");

    const again = await post("/customer/cancellation-requests", body, mario.cookie);
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(
      "Hai già una richiesta di disdetta in attesa per questo servizio: ti risponderemo al più presto.",
    );
    expect((await handle.db.select().from(cancellationRequests)).length).toBe(1);
  });

  it("refuses a service that is not active (400) or not the customer's (404)", async () => {
    const suspended = await addService(handle.db, mario.id, { status: "suspended" });
    const res = await post(
      "/customer/cancellation-requests",
      { serviceId: suspended, reason: "Non ci serve più il servizio." },
      mario.cookie,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      "Puoi richiedere la disdetta solo di un servizio attivo",
    );

    const foreign = await addService(handle.db, giulia.id);
    const other = await post(
      "/customer/cancellation-requests",
      { serviceId: foreign, reason: "Non ci serve più il servizio." },
      mario.cookie,
    );
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe("Servizio non trovato");
    expect(
      (await (await get("/customer/cancellation-requests", giulia.cookie)).json()) as unknown[],
    ).toEqual([]);
  });
});
