import { useMutation } from "@tanstack/react-query";
import { apiClient, answer } from "#kit/lib/api-client";
import { byId, useRefresh } from "#kit/admin/crud-api";
import { jsonMessage } from "#kit/admin/upload-image";
import type { mediaLibraryRoutes } from "../api/library";
import type { MediaChange } from "../media.schema";

/** The media library's API in the browser (decision 064). */
export const MEDIA_PATH = "/api/admin/media";
const client = apiClient<ReturnType<typeof mediaLibraryRoutes>>(MEDIA_PATH);

export function useChangeMedia() {
  const onSettled = useRefresh([MEDIA_PATH]);
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: MediaChange }) =>
      answer(client[":id"].$patch({ ...byId(id), json: change })),
    onSettled,
  });
}

export function useDeleteMedia() {
  const onSettled = useRefresh([MEDIA_PATH]);
  return useMutation({
    mutationFn: (ids: number[]) => answer(client.delete.$post({ json: { ids } })),
    onSettled,
  });
}

/** One file sent to POST /api/upload with its progress (0–1); resolves with the new image's id. */
export function uploadWithProgress(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ id: number; url: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/upload");
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status === 201) {
        onProgress(1);
        resolve(JSON.parse(text) as { id: number; url: string });
        return;
      }
      const message =
        request.status === 401
          ? "Sessione scaduta: accedi di nuovo e riprova."
          : (jsonMessage(text) ?? `Errore durante l'upload: ${request.status}`);
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error("Errore di rete durante l'upload: riprova."));
    const body = new FormData();
    body.append("image", file, file.name);
    request.send(body);
  });
}
