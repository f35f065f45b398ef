import { useCallback, useEffect, useRef, useState } from "react";

type Callbacks<TData> = {
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
};

type Options<TInput, TData> = Callbacks<TData> & {
  /** The call itself, e.g. apiRequest("POST", …); it throws on a non-OK answer. */
  mutationFn: (input: TInput) => Promise<TData>;
};

/**
 * One write the page sends when the visitor asks for it (a form, a download button): pending
 * while it runs, never retried. The surface is TanStack Query's `useMutation` (`mutate` with
 * per-call callbacks, `mutateAsync`, `isPending`, `variables`) without its client: the public
 * pages and the sign-in screens have no query cache to keep, so they do not load TanStack Query
 * (decision 012). The hook's callbacks run before the call's, as in TanStack Query.
 */
export function useRequest<TInput, TData>({
  mutationFn,
  onSuccess,
  onError,
}: Options<TInput, TData>) {
  const [state, setState] = useState<{ isPending: boolean; variables?: TInput }>({
    isPending: false,
  });
  const mounted = useRef(true);
  const latest = useRef({ mutationFn, onSuccess, onError });

  useEffect(() => {
    latest.current = { mutationFn, onSuccess, onError };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutateAsync = useCallback(async (input: TInput, callbacks: Callbacks<TData> = {}) => {
    const hook = latest.current;
    setState({ isPending: true, variables: input });
    try {
      const data = await hook.mutationFn(input);
      if (mounted.current) setState({ isPending: false, variables: input });
      hook.onSuccess?.(data);
      callbacks.onSuccess?.(data);
      return data;
    } catch (error) {
      if (mounted.current) setState({ isPending: false, variables: input });
      hook.onError?.(error);
      callbacks.onError?.(error);
      throw error;
    }
  }, []);

  /** Like mutateAsync, for callers that only use the callbacks: the failure is not rethrown. */
  const mutate = useCallback(
    (input: TInput, callbacks?: Callbacks<TData>) => {
      mutateAsync(input, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );

  return { ...state, mutate, mutateAsync };
}
