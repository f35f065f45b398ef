import { describe, expect, it } from "vitest";
import { isUnauthorizedError } from "#kit/lib/api-errors";
import {
  UPLOAD_NO_URL,
  UPLOAD_UNKNOWN,
  UploadError,
  uploadErrorText,
  uploadImage,
} from "./upload-image";

const file = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });

function answering(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
};

describe("uploadImage", () => {
  it("posts the file in the field `image` with credentials and gives the url", async () => {
    const { fetcher, calls } = answering(
      Response.json({ url: "/uploads/images/abc.webp" }, { status: 201 }),
    );
    expect(await uploadImage(file, { fetcher })).toBe("/uploads/images/abc.webp");
    expect(calls[0]?.url).toBe("/api/upload");
    expect(calls[0]?.init).toMatchObject({ method: "POST", credentials: "include" });
    const body = calls[0]?.init.body as FormData;
    expect((body.get("image") as File).name).toBe("logo.png");
  });

  it("'Errore durante l'upload: {status}' with the server's message", async () => {
    const { fetcher } = answering(
      Response.json(
        { message: "Formato immagine non supportato: carica un file JPG." },
        { status: 400 },
      ),
    );
    const error = await failure(uploadImage(file, { fetcher }));
    expect(error).toBeInstanceOf(UploadError);
    expect(uploadErrorText(error)).toBe(
      "Errore durante l'upload: 400. Formato immagine non supportato: carica un file JPG.",
    );
    const plain = await failure(uploadImage(file, answering(new Response("", { status: 502 }))));
    expect(uploadErrorText(plain)).toBe("Errore durante l'upload: 502");
  });

  it("keeps the '{status}: {body}' shape so a 401 is recognized as a lost session", async () => {
    const { fetcher } = answering(Response.json({ message: "Sessione scaduta" }, { status: 401 }));
    expect(isUnauthorizedError(await failure(uploadImage(file, { fetcher })))).toBe(true);
  });

  it("'URL non ricevuto dal server' and 'Errore sconosciuto durante l'upload'", async () => {
    for (const response of [
      Response.json({}),
      new Response("non json"),
      Response.json({ url: " " }),
    ]) {
      expect(uploadErrorText(await failure(uploadImage(file, answering(response))))).toBe(
        UPLOAD_NO_URL,
      );
    }
    const offline = await failure(uploadImage(file, answering(new TypeError("Failed to fetch"))));
    expect(uploadErrorText(offline)).toBe(UPLOAD_UNKNOWN);
    expect(uploadErrorText(new Error("altro"))).toBe(UPLOAD_UNKNOWN);
  });
});
