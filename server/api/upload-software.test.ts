import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../tests/helpers/test-db";
import { createTestApi } from "../../tests/helpers/test-api";
import { addAdmin, addCustomer } from "./admin/session-fixtures";
import {
  ADMIN_PASSWORD,
  CUSTOMER,
  multipartBody,
  signInAdmin,
  signInCustomer,
  streamOf,
  uploadRequest,
  zipOf,
} from "./software-fixtures";

let handle: DatabaseHandle;
let dataDir: string;
let api: ReturnType<typeof createTestApi>;
let admin: string;
const softwareFiles = () => readdir(path.join(dataDir, "uploads", "software")).catch(() => []);

beforeAll(async () => {
  handle = await createTestDatabase();
  await addAdmin(handle.db, { username: "admin", password: ADMIN_PASSWORD });
  await addCustomer(handle.db, CUSTOMER);
});
afterAll(() => handle.close());
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sd-upload-software-"));
  api = createTestApi(handle.db, { DATA_DIR: dataDir });
  admin = await signInAdmin(api);
  return () => rm(dataDir, { recursive: true, force: true });
});

type Answer = { url: string; fileSize: string; message?: string };

describe("POST /api/upload/software", () => {
  it("streams the file to DATA_DIR/uploads/software and answers { url, fileSize }", async () => {
    const zip = zipOf(3 * 1024 * 1024);
    const res = await uploadRequest(
      api,
      streamOf(multipartBody({ name: "Assistenza Remota àè 2.0.ZIP", bytes: zip }, { note: "x" })),
      { Cookie: admin },
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as Answer;
    expect(body.url).toMatch(/^\/uploads\/software\/[0-9a-f]{16}-Assistenza-Remota-ae-2\.0\.zip$/);
    expect(body.fileSize).toBe(`${(zip.length / 1024 ** 2).toFixed(2)} MB`);
    const stored = await readFile(path.join(dataDir, body.url));
    expect(Buffer.compare(stored, Buffer.from(zip))).toBe(0);
    expect(await softwareFiles()).toHaveLength(1);
  });

  it("accepts every allowed extension, in any case, when the bytes match the type", async () => {
    const koly = Buffer.concat([Buffer.alloc(100, 1), Buffer.from("koly"), Buffer.alloc(508)]);
    const samples: [string, Uint8Array][] = [
      ["pacchetto.zip", zipOf(100)],
      ["archivio.RAR", Buffer.from("Rar!\x1a\x07\x01\x00 resto", "latin1")],
      ["setup.Exe", Buffer.from("MZ\x90\x00 programma", "latin1")],
      ["installer.msi", Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(64)])],
      ["immagine.dmg", koly],
      ["pacchetto.deb", Buffer.from("!<arch>\ndebian-binary", "latin1")],
      ["pacchetto.rpm", Buffer.concat([Buffer.from("edabeedb", "hex"), Buffer.alloc(64)])],
      ["installer.pkg", Buffer.from("xar!\x00\x1c resto", "latin1")],
    ];
    for (const [name, bytes] of samples) {
      const res = await uploadRequest(api, multipartBody({ name, bytes }), { Cookie: admin });
      expect(res.status, name).toBe(201);
      const { url } = (await res.json()) as Answer;
      expect(url.endsWith(path.extname(name).toLowerCase()), name).toBe(true);
    }
    expect(await softwareFiles()).toHaveLength(samples.length);
  });

  it("refuses other extensions and files whose bytes do not match, keeping nothing", async () => {
    for (const name of [
      "documento.pdf",
      "logo.svg",
      "script.sh",
      "senza-estensione",
      "trucco.zip.txt",
    ]) {
      const res = await uploadRequest(api, multipartBody({ name, bytes: zipOf(50) }), {
        Cookie: admin,
      });
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as Answer).message).toBe(
        "Tipo di file non consentito. Sono accettati solo: .zip .rar .exe .msi .dmg .deb .rpm .pkg",
      );
    }
    const fake = await uploadRequest(
      api,
      multipartBody({ name: "finto.exe", bytes: Buffer.from("<html>non un programma</html>") }),
      { Cookie: admin },
    );
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as Answer).message).toMatch(/non corrisponde a un file \.exe/);
    const empty = await uploadRequest(
      api,
      multipartBody({ name: "vuoto.zip", bytes: new Uint8Array() }),
      {
        Cookie: admin,
      },
    );
    expect(empty.status).toBe(400);
    expect(await softwareFiles()).toEqual([]);
  });

  it("answers 413 past SOFTWARE_UPLOAD_MAX_BYTES and removes the partial file", async () => {
    const limited = createTestApi(handle.db, {
      DATA_DIR: dataDir,
      SOFTWARE_UPLOAD_MAX_BYTES: "20000",
    });
    const cookie = await signInAdmin(limited);
    const res = await uploadRequest(
      limited,
      streamOf(multipartBody({ name: "grande.zip", bytes: zipOf(60_000) })),
      {
        Cookie: cookie,
      },
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as Answer).message).toBe(
      "Il file supera la dimensione massima consentita di 19 KB",
    );
    expect(await softwareFiles()).toEqual([]);

    // A declared length far beyond the limit is refused before anything is written.
    const declared = await uploadRequest(
      limited,
      multipartBody({ name: "enorme.zip", bytes: zipOf(200_000) }),
      {
        Cookie: cookie,
        "Content-Length": "300000",
      },
    );
    expect(declared.status).toBe(413);
    expect(await softwareFiles()).toEqual([]);

    // Just under the limit still works.
    const fits = await uploadRequest(
      limited,
      multipartBody({ name: "piccolo.zip", bytes: zipOf(15_000) }),
      {
        Cookie: cookie,
      },
    );
    expect(fits.status).toBe(201);
  });

  it("answers 400 without a file part or without multipart, and for a truncated body", async () => {
    const wrongField = await uploadRequest(
      api,
      multipartBody({ field: "image", name: "pacchetto.zip", bytes: zipOf(50) }),
      { Cookie: admin },
    );
    expect(wrongField.status).toBe(400);
    expect(((await wrongField.json()) as Answer).message).toBe(
      "Nessun file ricevuto nel campo 'file'",
    );

    const json = await api.request("/upload/software", {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);

    const whole = multipartBody({ name: "troncato.zip", bytes: zipOf(5000) });
    const truncated = await uploadRequest(api, whole.slice(0, whole.length - 200), {
      Cookie: admin,
    });
    expect(truncated.status).toBe(400);
    expect(((await truncated.json()) as Answer).message).toBe("Richiesta multipart incompleta");
    expect(await softwareFiles()).toEqual([]);
  });

  it("needs an admin session (401, 403 for a customer) and a same-origin request", async () => {
    const body = () => multipartBody({ name: "pacchetto.zip", bytes: zipOf(50) });
    expect((await uploadRequest(api, body())).status).toBe(401);
    const customer = await signInCustomer(api);
    expect((await uploadRequest(api, body(), { Cookie: customer })).status).toBe(403);
    const foreign = await uploadRequest(api, body(), {
      Cookie: admin,
      Origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(await softwareFiles()).toEqual([]);
  });
});
