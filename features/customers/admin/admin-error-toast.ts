import { apiErrorMessage, isUnauthorizedError } from "#app/lib/admin-session";
import { toast } from "#app/lib/use-toast";

/**
 * The destructive toast of a failed call of the customer, service and assignment views:
 * title 'Errore', the spec's text, and the server's JSON message under it when there is one
 * (e.g. 'Esiste già un cliente con questa email'). A 401 is left to the AdminQueryProvider.
 */
export function toastAdminError(error: unknown, text: string) {
  if (isUnauthorizedError(error)) return;
  const server = apiErrorMessage(error);
  toast({
    title: "Errore",
    description: server && server !== text ? `${text}: ${server}` : text,
    variant: "destructive",
  });
}
