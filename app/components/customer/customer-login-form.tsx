import { useId } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { TextField } from "#app/components/ui/input";
import { loginCustomer } from "#app/lib/customer-session";
import { toast, type ToastInput } from "#app/lib/use-toast";
import { lazyResolver } from "#app/lib/lazy-resolver";
import { useLightForm } from "#app/lib/use-light-form";
import { useRequest } from "#app/lib/use-request";
import type { CustomerLoginInput } from "#features/auth/auth.schema";

// The rules need zod: loaded with the first validation (the /area-clienti card is a public page).
const resolver = lazyResolver(
  async () => (await import("./customer-login-resolver")).customerLoginResolver,
);

type Props = {
  /** Each page words its own failure toast. */
  failureToast: (error: unknown) => ToastInput;
  className?: string;
};

/**
 * The customer sign-in form of /customer/login and the /area-clienti card: e-mail and password,
 * POST /api/customer/login, the success toast and the way to the dashboard; after a failure the
 * password is emptied.
 */
export function CustomerLoginForm({ failureToast, className }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const form = useLightForm<CustomerLoginInput>({
    defaultValues: { email: "", password: "" },
    resolver,
  });
  const { errors } = form.formState;
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

  return (
    <form onSubmit={submit} noValidate className={className}>
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        requiredMark={false}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        requiredMark={false}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-2 w-full">
        {login.isPending ? "Accesso in corso..." : "Accedi"}
      </Button>
    </form>
  );
}
