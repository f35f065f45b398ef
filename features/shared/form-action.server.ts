import { data, redirect, type AppLoadContext } from "react-router";
import type { FieldValues, Resolver } from "react-hook-form";
import { ApiError } from "#kit/lib/api-errors";
import type { FormOutcome } from "#kit/lib/form-outcome";

/**
 * The page actions of the forms (decision 024). With JavaScript a form validates in the
 * browser and calls the API itself; without it (JavaScript off, or a submit before hydration)
 * the browser posts the form to its page, whose action does the same: it validates with the
 * form's own resolver, then sends the same JSON call to the API in process (context.callApi),
 * so the API's rules (same Origin, rate limits, honeypot, throttling, schema) decide as they do
 * for the browser's call.
 */

type Values = Record<string, string | boolean>;

const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The body of a form post: 415 for another content type (JSON belongs to /api), 400 for a body
 * that cannot be read as the form it claims to be (a broken multipart). Thrown as a response,
 * so the page answers its error status without logging a stack.
 */
async function formBody(request: Request) {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!formTypes.includes(type)) {
    throw data("Il contenuto inviato non è un modulo.", { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data("Il modulo inviato non è leggibile.", { status: 400 });
  }
}

/**
 * The posted fields: every text field as typed, and `checkboxes` as booleans (a box left
 * unticked is not sent at all).
 */
export async function readForm(request: Request, checkboxes: readonly string[] = []) {
  const form = await formBody(request);
  const values: Values = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  for (const name of checkboxes) values[name] = form.has(name);
  return values;
}

/** The values without the fields that must never travel back into the page (passwords). */
export function withoutSecrets(values: Values, secrets: readonly string[]): Values {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secrets.includes(name)));
}

/** Runs the form's resolver (the browser's rules): the first message of each field, if any. */
export async function formErrors<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  values: Values,
): Promise<Record<string, string> | null> {
  const result = await resolver(values as T, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = Object.entries(result.errors as Record<string, { message?: unknown }>)
    .filter(([, error]) => typeof error?.message === "string")
    .map(([field, error]) => [field, String(error.message)]);
  return errors.length > 0 ? Object.fromEntries(errors) : null;
}

/** The page drawn again with a refusal (400, or the API's status). */
export const refused = (outcome: Omit<FormOutcome, "ok">, status = 400) =>
  data<FormOutcome>({ ok: false, ...outcome }, { status });

/**
 * POSTs `body` to the API route `path` in process: the answer's JSON body when it is OK, else
 * the ApiError the browser's call would have thrown (its status, message and field issues).
 */
export async function callApi<T>(
  context: AppLoadContext,
  path: `/${string}`,
  body: Record<string, unknown>,
): Promise<{ ok: true; body: T; response: Response } | { ok: false; error: ApiError }> {
  const response = await context.callApi(path, body);
  if (!response.ok) return { ok: false, error: await ApiError.of(response) };
  const text = await response.clone().text();
  return { ok: true, body: (text ? JSON.parse(text) : null) as T, response };
}

/** The API's field issues as field errors (first message of each field). */
function issueErrors(error: ApiError, toText: (message: string) => string = (m) => m) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path] ??= toText(issue.message);
  return errors;
}

/**
 * The page drawn again after the API refused: its message (or `fallback`) for the whole form,
 * its field issues by the fields, with the API's status. `toText` words the API's messages.
 */
export function apiRefusal(
  error: ApiError,
  values: Values,
  { fallback, toText = (message) => message }: { fallback: string; toText?: (m: string) => string },
) {
  const message = error.serverMessage ? toText(error.serverMessage) : fallback;
  return refused({ message, errors: issueErrors(error, toText), values }, error.status);
}

/**
 * The usual action after `readForm`: refused with `errors` (the form's rules) if any, else the
 * JSON `body` to the API route `path`; the page drawn again with `success`, or with the API's
 * refusal (`fallback` when it gives no message, `toText` to word its messages). `keep` is what
 * goes back into the fields (default: everything typed; pass {} for passwords).
 */
export async function sendForm(
  context: AppLoadContext,
  form: {
    values: Values;
    errors: Record<string, string> | null;
    path: `/${string}`;
    body: () => Record<string, unknown>;
    success: (answer: unknown) => string;
    fallback: string;
    toText?: (message: string) => string;
    keep?: Values;
  },
) {
  const keep = form.keep ?? form.values;
  if (form.errors && Object.keys(form.errors).length > 0) {
    return refused({ errors: form.errors, values: keep });
  }
  const sent = await callApi(context, form.path, form.body());
  if (!sent.ok) return apiRefusal(sent.error, keep, form);
  // The cookies the API set (e.g. a password reset's device cookie) go to the browser, as with
  // the browser's own call.
  const headers = new Headers();
  for (const cookie of sent.response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return data<FormOutcome>({ ok: true, message: form.success(sent.body) }, { headers });
}

/**
 * The action of a page whose forms only work with JavaScript (the admin panel, the customer's
 * dashboard). Their forms with a password post (decision 043), so one sent before the scripts
 * ran puts no secret in the address; this answers it with the same page, by GET, its fields unused.
 */
export function samePageAgain({ request }: { request: Request }) {
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, 303);
}

/** A redirect that keeps the cookies the API set (a login's session cookie). */
export function redirectWithCookies(to: string, response: Response) {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}
