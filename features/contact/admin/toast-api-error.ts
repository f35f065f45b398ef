import { apiErrorMessage, isUnauthorizedError } from "#kit/lib/api-errors";
import { toast } from "#kit/lib/use-toast";

/**
 * The destructive toast of a failed admin call. A 401 is left to the AdminQueryProvider (it
 * shows 'Sessione scaduta'; decision 025). `withServerMessage` shows the server's JSON
 * message instead of the fixed text when there is one.
 */
export function toastApiError(
  error: unknown,
  {
    title = "Errore",
    text,
    withServerMessage = false,
  }: {
    title?: string;
    text?: string;
    withServerMessage?: boolean;
  },
) {
  if (isUnauthorizedError(error)) return;
  const server = withServerMessage ? apiErrorMessage(error) : null;
  toast({ title, description: server ?? text, variant: "destructive" });
}
