import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { loginCustomer } from "~/lib/customer-session";
import { toast, type ToastInput } from "~/lib/use-toast";
import { customerLoginSchema, type CustomerLoginInput } from "../../../domain/auth/auth.schema";

const resolver = zodResolver(customerLoginSchema);

/**
 * The customer sign-in form shared by /customer/login and the /area-clienti card: validation,
 * POST /api/customer/login, the success toast and the way to the dashboard. Each page words its
 * own failure toast.
 */
export function useCustomerLogin(failureToast: (error: unknown) => ToastInput) {
  const navigate = useNavigate();
  const form = useForm<CustomerLoginInput>({
    defaultValues: { email: "", password: "" },
    resolver,
  });
  const login = useMutation({ mutationFn: loginCustomer });

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
