import { useEffect, useState, type ReactNode } from "react";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { createQueryClient } from "#app/lib/query-client";
import { clearAdminUser, isUnauthorizedError } from "#app/lib/admin-session";
import { toast } from "#app/lib/use-toast";
import { SESSION_INVALID } from "#features/auth/auth.schema";

/**
 * The query client of the admin panel: the spec's defaults (never stale, no refetch on focus,
 * no retries) plus one rule for every query and mutation: a "401: ..." error means the admin
 * session is gone, so the stored admin_user is removed and the user goes to /admin/login.
 */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
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
    clearAdminUser();
    toast({ title: "Sessione scaduta", description: SESSION_INVALID, variant: "destructive" });
    void navigate("/admin/login", { replace: true });
  }, [expired, navigate]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
