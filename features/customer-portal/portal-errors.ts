/** A request the customer-area rules refuse: answered with this status and Italian message. */
export class PortalRuleError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
    readonly path?: string,
  ) {
    super(message);
  }
}
