import { useNavigate } from "react-router";
import { loginCustomer } from "#app/lib/customer-session";
import { toast, type ToastInput } from "#app/lib/use-toast";
import { lazyResolver } from "#app/lib/lazy-resolver";
import { useLightForm } from "#app/lib/use-light-form";
import type { CustomerLoginInput } from "#features/auth/auth.schema";
import { useRequest } from "#app/lib/use-request";

// The rules need zod: loaded with the first validation (the /area-clienti card is a public page).
const resolver = lazyResolver(
  async () => (await import("./customer-login-resolver")).customerLoginResolver,
);

/**
 * The customer sign-in form shared by /customer/login and the /area-clienti card: validation,
 * POST /api/customer/login, the success toast and the way to the dashboard. Each page words its
 * own failure toast.
 */
export function useCustomerLogin(failureToast: (error: unknown) => ToastInput) {
  const navigate = useNavigate();
  const form = useLightForm<CustomerLoginInput>({
    defaultValues: { email: "", password: "" },
    resolver,
  });
  const login = useRequest({ mutationFn: loginCustomer });

  const submit = form.handleSubmit((values) => {
    if (login.isPending) return;
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: "Accesso effettuato con successo" });
        void navigate("/customer/dashboard");
      },
      onError: (error) => {
        form.setValue("password", "");
        toast({ ...failureToast(error), variant: "destructive" });
      },
    });
  });

  return { form, errors: form.formState.errors, pending: login.isPending, submit };
}
