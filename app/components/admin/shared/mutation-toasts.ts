import { apiErrorMessage, isUnauthorizedError } from "~/lib/admin-session";
import { toast } from "~/lib/use-toast";

/**
 * Toasts of the back-office writes (back-office.md section 8): a success title, or the
 * destructive 'Errore' toast with the spec's text followed by the server's JSON message when it
 * gave one. A 401 shows nothing here: the admin query provider sends the user to the login.
 */
export function toastSuccess(title: string, description?: string) {
  toast({ title, description });
}

export function toastError(text: string, error: unknown) {
  if (isUnauthorizedError(error)) return;
  const message = apiErrorMessage(error);
  toast({
    title: "Errore",
    description: message && message !== text ? `${text}: ${message}` : text,
    variant: "destructive",
  });
}

/** The field messages of a 400 answer ({ issues: [{ path, message }] }), for form.setError. */
export function apiFieldIssues(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof Error) || !error.message.startsWith("400: ")) return [];
  try {
    const body = JSON.parse(error.message.slice(5)) as { issues?: unknown };
    if (!Array.isArray(body.issues)) return [];
    return body.issues.filter(
      (issue): issue is { path: string; message: string } =>
        typeof issue === "object" &&
        issue !== null &&
        typeof (issue as { path?: unknown }).path === "string" &&
        typeof (issue as { message?: unknown }).message === "string",
    );
  } catch {
    return [];
  }
}
