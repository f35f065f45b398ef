import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "#kit/ui/button";
import { apiErrorMessage } from "#kit/lib/api-errors";
import { customerApi } from "#features/shared/customer/customer-api";
import {
  passwordChangeFormSchema,
  type PasswordChangeForm as Values,
} from "#features/customer-portal/profile.schema";
import { passwordPolicyMessages } from "#features/auth/password-policy";
import { PasswordChangeFields } from "#features/auth/site/password-change-fields";
import { usePortalMutation } from "#features/shared/customer/forms/use-portal-mutation";
import { ProfileCard } from "#features/shared/customer/profile-card";

const resolver = zodResolver(passwordChangeFormSchema);

/** Change the password with the current one; the other open sessions end. */
export function PasswordForm() {
  const id = useId();
  const form = useForm<Values>({
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    resolver,
  });
  const { errors } = form.formState;
  const change = usePortalMutation({
    mutationFn: ({ currentPassword, newPassword }: Values) =>
      customerApi.changePassword({ currentPassword, newPassword }),
    success: {
      title: "Password aggiornata",
      description: "Gli altri accessi aperti con la vecchia password sono stati chiusi.",
    },
    failure: "Errore nel cambio della password",
    onSuccess: () => form.reset(),
  });
  const submit = (values: Values) =>
    change.mutate(values, {
      // The common-password check runs on the server only: show its answer by the field too.
      onError: (error) => {
        if (apiErrorMessage(error) === passwordPolicyMessages.common) {
          form.setError("newPassword", { message: passwordPolicyMessages.common });
        }
      },
    });

  return (
    <ProfileCard title="Cambia password" className="mt-8">
      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="mt-4 grid max-w-md gap-5"
      >
        <PasswordChangeFields
          id={id}
          audience="customer"
          register={form.register}
          error={(name) => errors[name]?.message}
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Aggiornamento..." : "Aggiorna password"}
          </Button>
        </div>
      </form>
    </ProfileCard>
  );
}
