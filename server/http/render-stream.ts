import { Transform, type TransformCallback } from "node:stream";

/**
 * The stream React renders a page into (app/entry.server.tsx), in place of a PassThrough. React
 * writes its output in pieces of at most 4 KB and calls `flush()` when a batch is complete, as
 * it would on a compression stream; each batch goes on here as one Buffer, so the steps after it
 * (the web stream React Router answers with, compression, the socket) handle one chunk per batch
 * instead of one per 4 KB: a whole page without Suspense is one chunk. Streaming is unchanged:
 * nothing is held past the end of the batch React is writing (decision 013).
 */
export class RenderBatchStream extends Transform {
  #pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    callback();
  }

  /** Called by React after each batch it writes. */
  flush() {
    const pending = this.#pending;
    if (pending.length === 0) return;
    this.#pending = [];
    this.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}
