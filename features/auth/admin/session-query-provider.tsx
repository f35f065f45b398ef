import { useEffect, useState, type ReactNode } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { isUnauthorizedError } from "#kit/lib/api-errors";
import { createQueryClient } from "#kit/lib/query-client";
import { setSessionRenewer } from "#kit/lib/session-renewal";
import { hasUnsavedEdits } from "#kit/lib/unsaved-edits";
import { toast } from "#kit/lib/use-toast";
import { SESSION_INVALID } from "#features/auth/auth.schema";
import type { SessionKind } from "#features/auth/session-kinds";
import { DraftOwnerContext } from "#kit/admin/use-form-draft";
import { ReloginDialog } from "./relogin-dialog";

type Props = {
  kind: SessionKind;
  /** The signed-in person (the page loader's): id, and the username or e-mail to sign in with. */
  user: { id: number; login: string };
  /** Where an expired session goes when nothing is being edited. */
  loginPath: string;
  /** Runs before leaving for the login page (e.g. forgetting the stored admin user). */
  onExpired?: () => void;
  /** A query read again after every successful write (the admin's needs-attention counters). */
  afterWrite?: readonly unknown[];
  children: ReactNode;
};

/**
 * The query client of the admin panel and of the customer dashboard: the spec's defaults (never
 * stale, no refetch on focus, no retries) and what an expired session does (decision 025):
 *
 * - a save (any write through the typed API client) that meets a 401 opens 'Sessione scaduta'
 *   over the form; after the sign-in the save is sent again by itself, so the form, still open,
 *   closes as after any save. If the person gives up, the form stays open with what they typed
 *   and a toast says why the save did not happen;
 * - a read that meets a 401 while something unsaved is on screen does the same; otherwise the
 *   session is over and the person goes to the login page, as before.
 *
 * It also tells the draft-keeping forms who is signed in (drafts are per person).
 */
export function SessionQueryProvider({
  kind,
  user,
  loginPath,
  onExpired,
  afterWrite,
  children,
}: Props) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [renewal, setRenewal] = useState<((userId: number | null) => void) | null>(null);

  const [client] = useState(() => {
    const onError = (error: unknown, isWrite: boolean) => {
      if (!isUnauthorizedError(error)) return;
      if (isWrite || hasUnsavedEdits()) {
        toast({
          title: "Sessione scaduta",
          description: "Le modifiche non sono state salvate: accedi di nuovo e salva ancora.",
          variant: "destructive",
        });
      } else setExpired(true);
    };
    const queryClient: QueryClient = new QueryClient({
      queryCache: new QueryCache({ onError: (error) => onError(error, false) }),
      mutationCache: new MutationCache({
        onError: (error) => onError(error, true),
        onSuccess: () => {
          if (afterWrite) void queryClient.invalidateQueries({ queryKey: afterWrite });
        },
      }),
      defaultOptions: createQueryClient().getDefaultOptions(),
    });
    return queryClient;
  });

  useEffect(
    () =>
      setSessionRenewer(
        () =>
          new Promise<boolean>((resolve) => {
            setRenewal(() => (userId: number | null) => {
              setRenewal(null);
              // Signed in as someone else: the page starts again as that person.
              if (userId !== null && userId !== user.id) window.location.reload();
              else if (userId !== null) {
                void client.refetchQueries({
                  predicate: (query) => query.state.status === "error",
                });
              }
              resolve(userId === user.id);
            });
          }),
      ),
    [client, user.id],
  );

  useEffect(() => {
    if (!expired) return;
    onExpired?.();
    toast({ title: "Sessione scaduta", description: SESSION_INVALID, variant: "destructive" });
  }, [expired, onExpired]);

  // Again after every navigation while expired: a link clicked just before the 401 arrived
  // would otherwise finish after this redirect and leave the person on the panel.
  const { key } = useLocation();
  useEffect(() => {
    if (expired) void navigate(loginPath, { replace: true });
  }, [expired, navigate, loginPath, key]);

  return (
    <QueryClientProvider client={client}>
      <DraftOwnerContext value={`${kind}:${user.id}`}>{children}</DraftOwnerContext>
      {renewal ? <ReloginDialog kind={kind} login={user.login} onDone={renewal} /> : null}
    </QueryClientProvider>
  );
}
