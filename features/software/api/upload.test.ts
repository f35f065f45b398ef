import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { createTestDatabase } from "#tests/helpers/test-db";
import { createTestApi } from "#tests/helpers/test-api";
import { addAdmin, addCustomer } from "#features/auth/api/admin-session-fixtures";
import {
  ADMIN_PASSWORD,
  BOUNDARY,
  CUSTOMER,
  multipartBody,
  signInAdmin,
  signInCustomer,
  streamOf,
  uploadRequest,
  zipOf,
} from "./fixtures";

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

  it("keeps no partial file when the request breaks off in the middle of the file", async () => {
    const whole = multipartBody({ name: "interrotto.zip", bytes: zipOf(400_000) });
    let sent = 0;
    let sawFile = false;
    const broken = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent >= 200_000) {
          // The file was already being written when the client went away.
          sawFile = (await softwareFiles()).length === 1;
          controller.error(new Error("client gone"));
          return;
        }
        controller.enqueue(whole.slice(sent, sent + 16_384));
        sent += 16_384;
      },
    });
    const res = await uploadRequest(api, broken, { Cookie: admin });
    expect(res.status).toBe(500);
    expect(sawFile).toBe(true);
    expect(await softwareFiles()).toEqual([]);
  });

  it("stores only the first of two file parts", async () => {
    const first = multipartBody({ name: "primo.zip", bytes: zipOf(3000) });
    const second = multipartBody({ name: "secondo.zip", bytes: zipOf(3000) });
    // The first body without its closing boundary, then the second whole.
    const closing = Buffer.byteLength(`--${BOUNDARY}--\r\n`);
    const both = Buffer.concat([first.slice(0, first.length - closing), second]);
    const res = await uploadRequest(api, streamOf(both), { Cookie: admin });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as Answer;
    expect(url).toMatch(/-primo\.zip$/);
    expect(await softwareFiles()).toHaveLength(1);
  });

  it("answers 400 for a body with only text fields, an empty file name or too many parts", async () => {
    const fieldsOnly = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n\r\npacchetto.zip\r\n` +
        `--${BOUNDARY}--\r\n`,
    );
    const missing = await uploadRequest(api, fieldsOnly, { Cookie: admin });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Answer).message).toBe(
      "Nessun file ricevuto nel campo 'file'",
    );

    const unnamed = await uploadRequest(api, multipartBody({ name: "", bytes: new Uint8Array() }), {
      Cookie: admin,
    });
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as Answer).message).toBe("Nessun file selezionato");

    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`campo${i}`, "x"]));
    const many = await uploadRequest(
      api,
      multipartBody({ name: "pacchetto.zip", bytes: zipOf(50) }, fields),
      { Cookie: admin },
    );
    expect(many.status).toBe(400);
    expect(((await many.json()) as Answer).message).toBe("Richiesta multipart con troppe parti");

    const noBoundary = await uploadRequest(
      api,
      multipartBody({ name: "pacchetto.zip", bytes: zipOf(50) }),
      { Cookie: admin, "Content-Type": "multipart/form-data" },
    );
    expect(noBoundary.status).toBe(400);
    expect(((await noBoundary.json()) as Answer).message).toBe(
      "Invia il file come multipart/form-data nel campo 'file'",
    );
    expect(await softwareFiles()).toEqual([]);
  });

  it("removes a file already written when the body after it is cut short", async () => {
    const whole = multipartBody({ name: "completo.zip", bytes: zipOf(5000) }, {});
    const closing = Buffer.byteLength(`--${BOUNDARY}--\r\n`);
    const cut = Buffer.concat([
      whole.slice(0, whole.length - closing),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="nota"\r\n\r\ntesto`),
    ]);
    const res = await uploadRequest(api, streamOf(cut), { Cookie: admin });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Answer).message).toBe("Richiesta multipart incompleta");
    expect(await softwareFiles()).toEqual([]);
  });

  it("answers 413 for a streamed body over the cap even when the file itself is small", async () => {
    const limited = createTestApi(handle.db, {
      DATA_DIR: dataDir,
      SOFTWARE_UPLOAD_MAX_BYTES: "20000",
    });
    const cookie = await signInAdmin(limited);
    const padding = Buffer.alloc(200_000, 0x61);
    const body = Buffer.concat([
      multipartBody({ name: "piccolo.zip", bytes: zipOf(1000) }),
      padding, // epilogue after the closing boundary
    ]);
    const res = await uploadRequest(limited, streamOf(body), { Cookie: cookie });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Answer).message).toBe(
      "Il file supera la dimensione massima consentita di 19 KB",
    );
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
