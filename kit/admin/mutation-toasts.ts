import { ApiError, apiErrorMessage, isUnauthorizedError } from "#kit/lib/api-errors";
import { toast } from "#kit/lib/use-toast";

/**
 * Toasts of the back-office writes (../shared/spec/back-office.md §8): a success title, or the
 * destructive 'Errore' toast with the spec's text followed by the server's JSON message when it
 * gave one. A 401 shows nothing here: the admin query provider deals with it (decision 025).
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

/**
 * Mutation callbacks for a delete (or any write) with the toasts: `success` as a success toast
 * then `done()`, or the 'Errore' toast with `errorText`.
 */
export function withToasts(success: string, errorText: string, done: () => void) {
  return {
    onSuccess: () => {
      toastSuccess(success);
      done();
    },
    onError: (error: unknown) => toastError(errorText, error),
  };
}

/** The 'Errore' toast text of a dialog's failed save. */
export const saveErrorText = (creating: boolean) =>
  creating ? "Errore durante la creazione" : "Errore durante l'aggiornamento";

type SaveOptions = {
  /** Success toast title, e.g. 'Articolo creato'. */
  success: string;
  /** Text of the 'Errore' toast (see `saveErrorText`). */
  errorText: string;
  /** Runs after the success toast, e.g. closing the dialog. */
  onDone: () => void;
  /** Shows one of the server's field messages on the form (form.setError). */
  setFieldError: (path: string, message: string) => void;
  /** How the field issues are read from the error; default `apiFieldIssues`. */
  issues?: (error: unknown) => { path: string; message: string }[];
};

/**
 * Mutation callbacks of a create/edit dialog: on success the toast then `onDone`; on failure the
 * server's field issues go on the form and the 'Errore' toast is shown.
 */
export function saveCallbacks({
  success,
  errorText,
  onDone,
  setFieldError,
  issues = apiFieldIssues,
}: SaveOptions) {
  return {
    onSuccess: () => {
      toastSuccess(success);
      onDone();
    },
    onError: (error: unknown) => {
      for (const issue of issues(error)) setFieldError(issue.path, issue.message);
      toastError(errorText, error);
    },
  };
}

/** The field messages of a 400 answer ({ issues: [{ path, message }] }), for form.setError. */
export const apiFieldIssues = (error: unknown): { path: string; message: string }[] =>
  error instanceof ApiError && error.status === 400 ? error.issues : [];
