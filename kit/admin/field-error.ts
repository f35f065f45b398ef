/**
 * The message of a react-hook-form field error, or of the first nested one (list fields such as
 * benefits or gallery images report their errors per item, e.g. errors.benefits[0]).
 */
export function fieldError(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === "ref" || key === "type") continue;
    const nested = fieldError(value);
    if (nested) return nested;
  }
  return undefined;
}
