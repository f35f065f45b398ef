import type { Context } from "hono";
import type { z } from "zod";

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/** Reads a JSON request body; a wrong content type or malformed JSON becomes a clear 400/415. */
export async function readJsonBody(c: Context): Promise<BodyResult> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    return {
      ok: false,
      response: c.json({ message: "Formato non supportato: inviare JSON (application/json)" }, 415),
    };
  }
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return {
      ok: false,
      response: c.json({ message: "Richiesta non valida: JSON malformato" }, 400),
    };
  }
}

/** 400 with the first message on top and every issue listed (DESIGN.md API conventions). */
export function validationError(c: Context, error: z.ZodError) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
  return c.json({ message: issues[0]?.message ?? "Dati non validi", issues }, 400);
}
