import { randomBytes } from "node:crypto";
import { createZip } from "#db/seed/zip";
import type { createTestApi } from "#tests/helpers/test-api";
import { cookieOf, postJson } from "#features/auth/api/admin-session-fixtures";

/** Test helpers of the software and upload integration tests. */

type TestApi = ReturnType<typeof createTestApi>;

export const ADMIN_PASSWORD = "Password-Admin-2026";
export const CUSTOMER = { email: "mario.rossi@example.com", password: "Cliente2026!" };

export const signInAdmin = async (api: TestApi) =>
  cookieOf(
    await api.request("/admin/login", postJson({ username: "admin", password: ADMIN_PASSWORD })),
  );

export const signInCustomer = async (api: TestApi) =>
  cookieOf(await api.request("/customer/login", postJson(CUSTOMER)));

/** A valid admin payload for POST/PUT /api/admin/software. */
export const softwarePayload = (overrides: Record<string, unknown> = {}) => ({
  name: "Scaligera Backup Agent",
  version: "1.4.0",
  description: "Agente di backup notturno verso il cloud dello studio.",
  fileUrl: "/uploads/software/0123456789abcdef-backup-agent.zip",
  fileSize: "12.50 MB",
  category: "utility",
  platform: "windows",
  requirements: "Windows 10 o 11",
  releaseNotes: "Prima versione pubblica.",
  sortOrder: 5,
  isActive: true,
  ...overrides,
});

/** A small real zip archive of about `size` bytes (stored data is incompressible). */
export function zipOf(size = 2048): Uint8Array {
  const noise = randomBytes(size);
  return createZip([
    { name: "LEGGIMI.txt", content: "Installazione guidata" },
    { name: "dati.bin", content: noise },
  ]);
}

export const BOUNDARY = "----sd-test-boundary-7MA4YWxkTrZu0gW";

/** A multipart/form-data body with a file part (and optional text fields before it). */
export function multipartBody(
  file: { field?: string; name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string> = {},
): Uint8Array {
  const pieces: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  pieces.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(pieces);
}

/** A body delivered as a stream in small, uneven chunks (as a slow network would). */
export function streamOf(
  bytes: Uint8Array,
  chunkSizes = [1, 7, 64, 1000, 4093],
): ReadableStream<Uint8Array> {
  let offset = 0;
  let turn = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = chunkSizes[turn++ % chunkSizes.length]!;
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

/** POST /api/upload/software as the browser sends it. */
export function uploadRequest(
  api: TestApi,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
) {
  return api.request("/upload/software", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}
