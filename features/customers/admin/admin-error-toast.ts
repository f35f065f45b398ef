import { toastError } from "#app/components/admin/shared/mutation-toasts";

/**
 * The destructive toast of a failed call of the customer, service and assignment views:
 * `toastError` of the admin panel (the spec's text, the server's message after it).
 */
export const toastAdminError = (error: unknown, text: string) => toastError(text, error);
