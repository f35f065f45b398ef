/**
 * A rule of the domain refused the request: thrown by the `*.server.ts` modules, turned into the
 * HTTP answer in one place (server/http/error-answer.ts). The code says what kind of refusal it
 * is; the message is the Italian text the spec gives; `path` names the field at fault, and when
 * it is given the answer lists it as the one issue, like a schema's 400. `reason` is a code a
 * form reads to ask a question instead of showing the message alone (e.g. "shadows-page").
 */
export const domainErrorStatus = {
  invalid: 400,
  /** The signed-in user may not change this item (e.g. another author's note): 403. */
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
} as const;

export type DomainErrorCode = keyof typeof domainErrorStatus;

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly path?: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = "DomainError";
  }

  get status() {
    return domainErrorStatus[this.code];
  }
}
