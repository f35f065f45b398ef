/**
 * The placeholder of a canned reply (decision 068): the owner inserts it with the dialog's
 * 'Inserisci nome del cliente' button, never types it as code; the server writes the customer's
 * first name in its place when the desk inserts the reply in a ticket. Browser-safe.
 */
export const CUSTOMER_NAME_TOKEN = "[nome del cliente]";

/** The reply's text with every placeholder replaced by `firstName`. */
export function fillCannedReply(body: string, firstName: string): string {
  return body.split(CUSTOMER_NAME_TOKEN).join(firstName);
}

/** The first name a reply greets: the customer's, else the public sender's first word. */
export function greetedName(customerFirstName: string | null, contactName: string | null): string {
  const own = customerFirstName?.trim();
  if (own) return own;
  const first = contactName?.trim().split(/\s+/)[0];
  return first || "cliente";
}
