import { useMutation } from "@tanstack/react-query";
import { toast, type ToastInput } from "#kit/lib/use-toast";
import { toastError } from "./mutation-toasts";

/** The toasts of a write and what it refreshes (see `useToastedMutation`). */
type Toasts<Data, Vars> = {
  /** The success toast, from the answer and what was sent. */
  saved: (data: Data, vars: Vars) => ToastInput;
  /** The text of the 'Errore' toast (`toastError`). */
  failed: string;
  /** Fetches again the lists the write changed, after the success toast. */
  refresh: () => Promise<unknown>;
};

/**
 * A back-office write with its own toasts (the customer, service-template and assignment
 * views): on success its toast, then the lists refreshed; on failure the 'Errore' toast.
 */
export function useToastedMutation<Data, Vars>(
  mutationFn: (vars: Vars) => Promise<Data>,
  { saved, failed, refresh }: Toasts<Data, Vars>,
) {
  return useMutation({
    mutationFn,
    onSuccess: async (data: Data, vars: Vars) => {
      toast(saved(data, vars));
      await refresh();
    },
    onError: (error) => toastError(failed, error),
  });
}
