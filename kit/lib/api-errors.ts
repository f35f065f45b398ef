/**
 * The one error of a non-OK API answer, for every screen. Its `message` is the spec's
 * "{status}: {body}" (body text, or the status text when the body is empty); the JSON body's
 * Italian `message` and field `issues` are read once here.
 */
export type ApiIssue = { path: string; message: string };

export class ApiError extends Error {
  /** The JSON body's `message`, when it has a non-blank one. */
  readonly serverMessage: string | null;
  /** The JSON body's field issues (400, 409), else none. */
  readonly issues: ApiIssue[];

  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
    const json = parseJson(body);
    this.serverMessage =
      typeof json?.message === "string" && json.message.trim() ? json.message : null;
    this.issues = Array.isArray(json?.issues) ? json.issues.filter(isIssue) : [];
  }

  /** The error of a non-OK `response` (its body read here). */
  static async of(response: Response): Promise<ApiError> {
    const text = await response.text();
    return new ApiError(response.status, text || response.statusText);
  }
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isIssue = (issue: unknown): issue is ApiIssue =>
  typeof issue === "object" &&
  issue !== null &&
  typeof (issue as { path?: unknown }).path === "string" &&
  typeof (issue as { message?: unknown }).message === "string";

/**
 * A failed HTTP answer: an ApiError, or an error with the same `status` and `serverMessage`
 * fields (the upload helpers' UploadError, which also stands for failures without an answer).
 */
type HttpFailure = { status: number; serverMessage: string | null };
function httpFailure(error: unknown): HttpFailure | null {
  if (error instanceof ApiError) return error;
  const fields = error instanceof Error ? (error as Partial<HttpFailure>) : null;
  return typeof fields?.status === "number"
    ? { status: fields.status, serverMessage: fields.serverMessage ?? null }
    : null;
}

/** The HTTP status of a failed answer, or null for any other error. */
export const apiErrorStatus = (error: unknown): number | null => httpFailure(error)?.status ?? null;

/** The server's Italian message of a failed answer, or null. */
export const apiErrorMessage = (error: unknown): string | null =>
  httpFailure(error)?.serverMessage ?? null;

/** The Italian message of this error for the person, or `fallback`. */
export const errorMessage = (error: unknown, fallback: string): string =>
  apiErrorMessage(error) ?? fallback;

/** True for the 401 errors that mean the session is gone. */
export const isUnauthorizedError = (error: unknown) => apiErrorStatus(error) === 401;
