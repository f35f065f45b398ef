/**
 * Addresses at the domains reserved for examples and tests (RFC 2606 and RFC 6761): example.com,
 * example.net, example.org and every name under .example, .test, .invalid and .localhost. The
 * demo content's customers live there, so a job that writes on its own (the renewal reminders)
 * never mails them: demo data never sends mail by itself.
 */
const RESERVED =
  /@(?:[^@]+\.)?(?:example\.(?:com|net|org)|[^@.]+\.(?:example|test|invalid|localhost)|example|test|invalid|localhost)$/i;

export function isReservedAddress(email: string): boolean {
  return RESERVED.test(email.trim());
}
