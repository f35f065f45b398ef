import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client";
import { downloadableSoftware } from "#db/schema";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, addCustomer } from "#features/auth/api/admin-session-fixtures";
import { ADMIN_PASSWORD, CUSTOMER, signInAdmin, signInCustomer, softwarePayload } from "./fixtures";

let handle: DatabaseHandle;
let dataDir: string;
let api: ReturnType<typeof createTestApi>;
let admin: string;
let customer: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: ADMIN_PASSWORD });
  await addCustomer(handle.db, CUSTOMER);
  dataDir = await mkdtemp(path.join(tmpdir(), "sd-admin-software-"));
  api = createTestApi(handle.db, { DATA_DIR: dataDir });
  admin = await signInAdmin(api);
  customer = await signInCustomer(api);
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.delete(downloadableSoftware);
});

type Item = ReturnType<typeof softwarePayload> & {
  id: number;
  downloadCount: number;
  downloadType: string;
};
type Problem = { message: string; issues: { path: string; message: string }[] };

const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  api.request(url, {
    method,
    headers: {
      Cookie: admin,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await send("POST", "/admin/software", softwarePayload(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as Item;
};

const rows = () => handle.db.select().from(downloadableSoftware);

describe("POST /api/admin/software", () => {
  it("stores the item with the derived download type and a zero download count", async () => {
    const item = await create({ downloadCount: 999 });
    expect(item).toMatchObject({ ...softwarePayload(), downloadCount: 0, downloadType: "upload" });
    const external = await create({ name: "Driver web", fileUrl: "https://example.com/d.zip" });
    expect(external.downloadType).toBe("external");
    expect(await rows()).toHaveLength(2);
  });

  it("applies the defaults and stores blank optional fields as null", async () => {
    const res = await send("POST", "/admin/software", {
      name: "Utility minima",
      version: "1",
      fileUrl: "/uploads/software/abc.zip",
      description: "  ",
      fileSize: "",
      requirements: null,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      category: "software",
      platform: "windows",
      sortOrder: 0,
      isActive: true,
      description: null,
      fileSize: null,
      requirements: null,
      releaseNotes: null,
    });
  });

  it("validates every field with the spec's messages and stores nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "A" }, "name", "Nome software richiesto"],
      [{ name: undefined }, "name", "Nome software richiesto"],
      [{ version: "" }, "version", "Versione richiesta"],
      [{ version: "1".repeat(51) }, "version", "La versione può contenere al massimo 50 caratteri"],
      [{ fileUrl: "" }, "fileUrl", "URL o file richiesto"],
      [
        { fileUrl: "ftp://example.com/a.zip" },
        "fileUrl",
        "Deve essere un URL valido o un percorso file",
      ],
      [
        { fileUrl: "javascript:alert(1)" },
        "fileUrl",
        "Deve essere un URL valido o un percorso file",
      ],
      [
        { fileUrl: `/${"a".repeat(500)}` },
        "fileUrl",
        "L'indirizzo del file può contenere al massimo 500 caratteri",
      ],
      [
        { fileSize: "9".repeat(51) },
        "fileSize",
        "La dimensione può contenere al massimo 50 caratteri",
      ],
      [{ category: "giochi" }, "category", "Seleziona una categoria valida"],
      [{ platform: "amiga" }, "platform", "Seleziona una piattaforma valida"],
      [
        { sortOrder: -1 },
        "sortOrder",
        "L'ordine deve essere un numero intero maggiore o uguale a 0",
      ],
      [
        { sortOrder: 1.5 },
        "sortOrder",
        "L'ordine deve essere un numero intero maggiore o uguale a 0",
      ],
      [
        { sortOrder: "3" },
        "sortOrder",
        "L'ordine deve essere un numero intero maggiore o uguale a 0",
      ],
      [{ isActive: "si" }, "isActive", "Il valore di Attivo deve essere vero o falso"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send("POST", "/admin/software", softwarePayload(overrides));
      expect(res.status, field).toBe(400);
      const body = (await res.json()) as Problem;
      expect(body.message, field).toBe(message);
      expect(body.issues[0]?.path).toBe(field);
    }
    expect(await rows()).toEqual([]);
  });

  it("answers 400 to malformed JSON and 415 to a non-JSON body", async () => {
    const malformed = await send("POST", "/admin/software", "{ name: ");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "Richiesta non valida: JSON malformato" });
    const form = await api.request("/admin/software", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "text/plain" },
      body: "name=x",
    });
    expect(form.status).toBe(415);
  });
});

describe("PUT /api/admin/software/:id", () => {
  it("replaces the fields and keeps the download count", async () => {
    const item = await create();
    await handle.db
      .update(downloadableSoftware)
      .set({ downloadCount: 7 })
      .where(eq(downloadableSoftware.id, item.id));
    const res = await send(
      "PUT",
      `/admin/software/${item.id}`,
      softwarePayload({ version: "1.5.0", isActive: false, platform: "linux" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: item.id,
      version: "1.5.0",
      isActive: false,
      platform: "linux",
      downloadCount: 7,
    });
  });

  it("validates like POST and leaves the stored item unchanged", async () => {
    const item = await create();
    const res = await send("PUT", `/admin/software/${item.id}`, softwarePayload({ version: "" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Problem).message).toBe("Versione richiesta");
    const malformed = await send("PUT", `/admin/software/${item.id}`, "{");
    expect(malformed.status).toBe(400);
    const [row] = await rows();
    expect(row?.version).toBe("1.4.0");
  });

  it("answers 404 for unknown and non-numeric ids", async () => {
    for (const id of ["999999", "abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await send("PUT", `/admin/software/${id}`, softwarePayload());
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: "Software non trovato" });
    }
  });

  it("removes an uploaded file that no item uses any more", async () => {
    const dir = path.join(dataDir, "uploads", "software");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "1111111111111111-vecchio.zip"), "PK");
    await writeFile(path.join(dir, "2222222222222222-nuovo.zip"), "PK");
    const item = await create({ fileUrl: "/uploads/software/1111111111111111-vecchio.zip" });
    const res = await send(
      "PUT",
      `/admin/software/${item.id}`,
      softwarePayload({ fileUrl: "/uploads/software/2222222222222222-nuovo.zip" }),
    );
    expect(res.status).toBe(200);
    expect(await readdir(dir)).toEqual(["2222222222222222-nuovo.zip"]);
    expect((await send("DELETE", `/admin/software/${item.id}`)).status).toBe(204);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("DELETE /api/admin/software/:id", () => {
  it("deletes the item; a second delete and unknown ids answer 404", async () => {
    const item = await create();
    const res = await send("DELETE", `/admin/software/${item.id}`);
    expect(res.status).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await send("DELETE", `/admin/software/${item.id}`)).status).toBe(404);
    expect((await send("DELETE", "/admin/software/xyz")).status).toBe(404);
  });

  it("keeps a file that another item still uses", async () => {
    const dir = path.join(dataDir, "uploads", "software");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "3333333333333333-condiviso.zip"), "PK");
    const fileUrl = "/uploads/software/3333333333333333-condiviso.zip";
    const first = await create({ fileUrl });
    await create({ name: "Copia", fileUrl });
    expect((await send("DELETE", `/admin/software/${first.id}`)).status).toBe(204);
    expect(await readdir(dir)).toContain("3333333333333333-condiviso.zip");
  });
});

describe("access to /api/admin/software", () => {
  it("answers 401 without a session, 403 to a customer and to a foreign Origin", async () => {
    const item = await create();
    const calls: [string, string][] = [
      ["POST", "/admin/software"],
      ["PUT", `/admin/software/${item.id}`],
      ["DELETE", `/admin/software/${item.id}`],
    ];
    for (const [method, url] of calls) {
      const body = method === "DELETE" ? undefined : softwarePayload({ name: "Intruso" });
      expect((await send(method, url, body, { Cookie: "" })).status, method).toBe(401);
      expect((await send(method, url, body, { Cookie: customer })).status, method).toBe(403);
      const foreign = await send(method, url, body, { Origin: "https://evil.example" });
      expect(foreign.status, method).toBe(403);
    }
    const stored = await rows();
    expect(stored.map((row) => row.name)).toEqual([item.name]);
  });
});
