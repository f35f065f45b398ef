import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useNavigate } from "react-router";
import { LogIn } from "lucide";
import { Icon } from "../ui/icon";
import { Button } from "../ui/button";
import { TextField } from "../ui/input";
import { toast } from "#app/lib/use-toast";
import { apiErrorMessage, loginAdmin, storeAdminUser } from "#app/lib/admin-session";
import { adminLoginSchema, INVALID_CREDENTIALS } from "#features/auth/auth.schema";
import { useRequest } from "#app/lib/use-request";

const resolver = zodResolver(adminLoginSchema);

/** The admin login form (back-office.md sections 2, 5, 8): username prefilled with 'admin'. */
export function AdminLoginForm() {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<
    z.input<typeof adminLoginSchema>,
    unknown,
    z.output<typeof adminLoginSchema>
  >({
    defaultValues: { username: "admin", password: "" },
    resolver,
  });
  const { errors } = form.formState;
  const login = useRequest({ mutationFn: loginAdmin });

  const submit = (values: z.output<typeof adminLoginSchema>) => {
    if (login.isPending) return;
    login.mutate(values, {
      onSuccess: ({ user }) => {
        storeAdminUser(user);
        toast({ title: "Login effettuato", description: "Benvenuto nel pannello admin" });
        void navigate("/admin/dashboard");
      },
      onError: (error) => {
        form.setValue("password", "");
        toast({
          title: "Errore di login",
          description: apiErrorMessage(error) ?? INVALID_CREDENTIALS,
          variant: "destructive",
        });
      },
    });
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="mt-8 grid gap-5">
      <TextField
        id={`${id}-username`}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        requiredMark={false}
        error={errors.username?.message}
        {...form.register("username")}
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
        <Icon node={LogIn} className="size-5" />
        {login.isPending ? "Accesso in corso..." : "Accedi"}
      </Button>
    </form>
  );
}
