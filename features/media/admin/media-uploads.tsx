import { useRef, useState } from "react";
import { ImageUp } from "lucide";
import { useQueryClient } from "@tanstack/react-query";
import { FilePickLabel } from "#kit/admin/file-pick-label";
import { IMAGE_ACCEPT } from "#kit/admin/upload-image";
import { MEDIA_PATH, uploadWithProgress } from "./media-api";

type Upload = {
  key: number;
  name: string;
  progress: number;
  state: "waiting" | "sending" | "done" | "failed";
  message?: string;
};

const stateText = (upload: Upload) =>
  upload.state === "waiting"
    ? "In attesa"
    : upload.state === "sending"
      ? `${Math.round(upload.progress * 100)}%`
      : upload.state === "done"
        ? "Caricata"
        : `Errore: ${upload.message}`;

/**
 * 'Carica immagini' of the Media tab: several files at once, sent one after another to
 * POST /api/upload (the one upload path: each file is checked by its bytes and joins the
 * library), each with its own progress bar and outcome; the grid is read again after each.
 */
export function MediaUploads() {
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const client = useQueryClient();
  const busy = uploads.some((upload) => upload.state === "waiting" || upload.state === "sending");

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const send = async (files: File[]) => {
    const added = files.map((file) => ({ file, key: next.current++ }));
    setUploads((list) => [
      ...list.filter((upload) => upload.state !== "done"),
      ...added.map(({ file, key }) => ({
        key,
        name: file.name,
        progress: 0,
        state: "waiting" as const,
      })),
    ]);
    for (const { file, key } of added) {
      update(key, { state: "sending" });
      try {
        await uploadWithProgress(file, (progress) => update(key, { progress }));
        update(key, { state: "done", progress: 1 });
        await client.invalidateQueries({ queryKey: [MEDIA_PATH] });
      } catch (error) {
        update(key, { state: "failed", message: (error as Error).message });
      }
    }
  };

  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id="media-upload"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={busy}
          className="peer sr-only"
          aria-describedby="media-upload-hint"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (files.length > 0) void send(files);
          }}
        />
        <FilePickLabel htmlFor="media-upload" busy={busy} icon={ImageUp}>
          <span>Carica immagini</span>
        </FilePickLabel>
        <p id="media-upload-hint" className="text-sm text-slate-700">
          Puoi scegliere più file insieme: JPG, PNG, WebP, GIF o AVIF, fino a 5 MB ciascuno.
        </p>
      </div>
      {uploads.length > 0 ? (
        <ul className="grid gap-2" aria-label="Caricamenti">
          {uploads.map((upload) => (
            <li
              key={upload.key}
              className="grid gap-1 text-sm sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-center sm:gap-3"
              data-testid="media-upload-row"
            >
              <span className="truncate font-medium text-slate-800">{upload.name}</span>
              <progress
                className="h-2 w-full accent-brand-700"
                max={1}
                value={upload.progress}
                aria-label={`Avanzamento: ${upload.name}`}
              />
              <span
                className={
                  upload.state === "failed" ? "font-medium text-red-800" : "text-slate-700"
                }
                role={upload.state === "failed" ? "alert" : undefined}
              >
                {stateText(upload)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {busy ? "Caricamento delle immagini in corso..." : ""}
      </p>
    </div>
  );
}
