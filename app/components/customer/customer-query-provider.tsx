import { useEffect, useState, type ReactNode } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { createQueryClient } from "#app/lib/query-client";
import { isUnauthorizedError } from "#app/lib/api-errors";
import { toast } from "#app/lib/use-toast";
import { SESSION_INVALID } from "#features/auth/auth.schema";

/**
 * The query client of the customer dashboard: the spec's defaults (never stale, no refetch on
 * focus, no retries) and one rule for every call: a "401: ..." answer means the session is
 * over, so the customer goes to /customer/login.
 */
export function CustomerQueryProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [client] = useState(() => {
    const onError = (error: unknown) => {
      if (isUnauthorizedError(error)) setExpired(true);
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: createQueryClient().getDefaultOptions(),
    });
  });

  useEffect(() => {
    if (!expired) return;
    toast({ title: "Sessione scaduta", description: SESSION_INVALID, variant: "destructive" });
    void navigate("/customer/login", { replace: true });
  }, [expired, navigate]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
