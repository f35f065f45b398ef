import { toast } from "#kit/lib/use-toast";
import { useRequest } from "#kit/lib/use-request";
import { loginFailureText } from "./login-kinds";

type Options<Values, Answer> = {
  /** The API call of the step (the password, the second step's code). */
  send: (values: Values) => Promise<Answer>;
  onSuccess: (answer: Answer) => void;
  /** Empties the secret just typed, after a failure. */
  clear: () => void;
  /** The failure toast: its title and the text of the error. */
  failure: { title: string; describe?: (error: unknown) => string };
};

/**
 * A step of the sign-in sent with JavaScript: one request at a time; after a failure the
 * secret field is emptied and a destructive toast says why.
 */
export function useSignInStep<Values, Answer>({
  send,
  onSuccess,
  clear,
  failure,
}: Options<Values, Answer>) {
  const request = useRequest({ mutationFn: send });
  const run = (values: Values) => {
    if (request.isPending) return;
    request.mutate(values, {
      onSuccess,
      onError: (error) => {
        clear();
        toast({
          title: failure.title,
          description: (failure.describe ?? loginFailureText)(error),
          variant: "destructive",
        });
      },
    });
  };
  return { run, isPending: request.isPending };
}
