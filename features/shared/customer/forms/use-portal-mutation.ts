import { useMutation, useQueryClient } from "@tanstack/react-query";
import { customerKeys } from "../customer-api";
import { toastCustomerError, toastSuccess } from "../customer-toast";

type Options<TInput, TResult> = {
  mutationFn: (input: TInput) => Promise<TResult>;
  success: { title: string; description?: string };
  failure: string;
  onSuccess?: (result: TResult) => void;
};

/**
 * A write of the customer area: on success every customer query is refreshed (counters, lists,
 * threads) and a toast confirms; on failure a destructive toast shows the server's message.
 */
export function usePortalMutation<TInput, TResult>({
  mutationFn,
  success,
  failure,
  onSuccess,
}: Options<TInput, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      toastSuccess(success.title, success.description);
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
    onError: (error) => toastCustomerError(error, failure),
  });
}
