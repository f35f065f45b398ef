import { bodyLimit } from "hono/body-limit";
import type { RouteConfig } from "@hono/zod-openapi";
import type { z } from "#kit/lib/zod";
import { errorAnswer, invalidInput, jsonBody, noContent, routeKit } from "#server/http/openapi";

export const LOGIN_MAX_BODY_BYTES = 8 * 1024;

/** The body limit of the sign-in and re-authentication calls. */
export const loginBodyLimit = bodyLimit({
  maxSize: LOGIN_MAX_BODY_BYTES,
  onError: (c) => c.json({ message: "Richiesta troppo grande" }, 413),
});

/** The answers of a login, for the admin's and the customer's (server/http/auth-login.ts). */
export const loginAnswers = {
  ...invalidInput,
  401: errorAnswer("Credenziali non valide"),
  413: errorAnswer("Richiesta troppo grande"),
  429: errorAnswer("Troppi tentativi: riprova più tardi"),
};

/** POST /login of a session kind: its account schema, its 200 answer and any other refusal. */
export const loginRoute = <S extends z.ZodType, R extends RouteConfig["responses"]>(login: {
  tags: string[];
  summary: string;
  schema: S;
  responses: R;
}) =>
  routeKit(login.tags).post("/login", login.summary, {
    middleware: [loginBodyLimit],
    request: jsonBody(login.schema),
    responses: { ...loginAnswers, ...login.responses },
  });

/** POST /logout of a session kind (server/http/auth-login.ts `logoutHandler`). */
export const logoutRoute = (tags: string[]) =>
  routeKit(tags).post("/logout", "Chiude la sessione e cancella il cookie", {
    responses: noContent,
  });
