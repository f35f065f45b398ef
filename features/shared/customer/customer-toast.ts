import { errorMessage, isUnauthorizedError } from "#kit/lib/api-errors";
import { toast } from "#kit/lib/use-toast";

/**
 * The destructive toast of a failed call: the action's Italian title and the server's message
 * when it sent one. A 401 is left to the CustomerQueryProvider (decision 025).
 */
export function toastCustomerError(error: unknown, title: string) {
  if (isUnauthorizedError(error)) return;
  toast({
    title,
    description: errorMessage(error, "Controlla la connessione e riprova tra qualche istante."),
    variant: "destructive",
  });
}

export const toastSuccess = (title: string, description?: string) =>
  toast({ title, ...(description ? { description } : {}) });
