import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client";
import { customerTickets } from "#db/schema";
import { readEnv } from "#server/env";
import type { UploadStorage } from "#server/storage";
import { createS3Storage } from "#server/storage/s3-storage";
import { startS3Emulator, type S3Emulator } from "#tests/helpers/s3-emulator";
import { createTestDatabase } from "#tests/helpers/test-db";
import { erasePersonalData } from "#features/personal-data/personal-data.server";
import {
  attachmentResponse,
  findTicketAttachment,
  saveTicketAttachments,
} from "./ticket-attachments.server";

/**
 * Tickets' attachments on an S3 bucket (decision 029's emulator, decision 066): stored under the
 * private folder, downloaded through the API's answer, removed from the bucket by the erasure.
 */
let handle: DatabaseHandle;
let emulator: S3Emulator;
let storage: UploadStorage;

beforeAll(async () => {
  [handle, emulator] = await Promise.all([createTestDatabase(), startS3Emulator()]);
  storage = createS3Storage(readEnv({ NODE_ENV: "test", ...emulator.env }).s3!);
}, 30_000);
afterAll(async () => {
  await Promise.all([handle?.close(), emulator?.stop()]);
});

describe("ticket attachments on S3", () => {
  it("stores, downloads and erases the objects of the bucket", async () => {
    const [ticket] = await handle.db
      .insert(customerTickets)
      .values({
        contactName: "Sara Neri",
        contactEmail: "sara.s3@example.it",
        title: "Allegato su S3",
        description: "Un ticket pubblico con un file di testo.",
      })
      .returning();
    const text = Buffer.from("Errore 500 alle 10:32\n");
    const saved = await saveTicketAttachments(handle.db, storage, {
      ticketId: ticket!.id,
      messageId: null,
      files: [{ fileName: "errore.log", bytes: text }],
    });
    expect(saved.refused).toEqual([]);
    expect(await emulator.objectKeys("ticket-files/")).toHaveLength(1);

    const row = await findTicketAttachment(handle.db, {
      ticketId: ticket!.id,
      attachmentId: saved.stored[0]!.id,
    });
    const res = (await attachmentResponse(storage, row!))!;
    expect(res.headers.get("content-disposition")).toContain('filename="errore.log"');
    expect(Buffer.from(await res.arrayBuffer()).equals(text)).toBe(true);

    await erasePersonalData(handle.db, "sara.s3@example.it", storage);
    expect(await emulator.objectKeys("ticket-files/")).toEqual([]);
  });
});
