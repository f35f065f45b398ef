import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide";
import { apiRequest, getJson } from "#kit/lib/api";
import { apiErrorMessage, storeAdminUser } from "#features/auth/admin/admin-session";
import { toast } from "#kit/lib/use-toast";
import type { AdminUser } from "#features/auth/auth.schema";
import {
  adminCredentialsFormSchema,
  credentialsMessages,
  type AdminCredentialsForm,
  type AdminCredentialsInput,
} from "#features/admin/credentials.schema";
import { passwordPolicyMessages } from "#features/auth/password-policy";
import { PasswordChangeFields } from "#features/auth/site/password-change-fields";
import { TextField } from "#kit/ui/input";
import { toastApiError } from "#features/contact/admin/toast-api-error";
import { SettingsCard } from "./settings-cards";
import { BusyButton } from "#kit/admin/busy-button";

const meQueryKey = ["/api/admin/me"] as const;
const resolver = zodResolver(adminCredentialsFormSchema);
const empty = { username: "", currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The admin credentials form: PUT /api/admin/credentials { username, newPassword,
 * currentPassword }. The server ends every other session and renews this one; the stored
 * admin_user gets the new username.
 */
export function CredentialsCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: () => getJson<{ user: AdminUser }>("/api/admin/me"),
  });
  const form = useForm<AdminCredentialsForm, unknown, AdminCredentialsInput>({
    defaultValues: empty,
    resolver,
  });
  const { errors } = form.formState;
  const currentUsername = me.data?.user.username;

  useEffect(() => {
    if (currentUsername && !form.getValues("username")) form.setValue("username", currentUsername);
  }, [currentUsername, form]);

  const update = useMutation({
    mutationFn: ({ username, newPassword, currentPassword }: AdminCredentialsInput) =>
      apiRequest<{ user: AdminUser }>("PUT", "/api/admin/credentials", {
        username,
        newPassword,
        currentPassword,
      }),
    onSuccess: ({ user }) => {
      storeAdminUser(user);
      queryClient.setQueryData(meQueryKey, { user });
      form.reset({ ...empty, username: user.username });
      toast({ title: credentialsMessages.success });
    },
    onError: (error) => {
      // The common-password check runs on the server only: show its answer by the field too.
      if (apiErrorMessage(error) === passwordPolicyMessages.common) {
        form.setError("newPassword", { message: passwordPolicyMessages.common });
      }
      toastApiError(error, { title: credentialsMessages.failure, withServerMessage: true });
    },
  });

  return (
    <SettingsCard
      id="settings-credentials"
      title="Credenziali di accesso"
      intro="Cambia username e password dell'amministratore. Dopo il salvataggio le altre sessioni aperte vengono chiuse."
    >
      <form
        method="post"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!update.isPending) update.mutate(values);
        })}
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Credenziali di accesso"
      >
        <TextField
          id={`${id}-username`}
          label="Username"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register("username")}
        />
        <PasswordChangeFields
          id={id}
          audience="admin"
          register={form.register}
          error={(name) => errors[name]?.message}
        />
        <div className="sm:col-span-2">
          <BusyButton
            type="submit"
            busy={update.isPending}
            icon={KeyRound}
            label="Aggiorna credenziali"
            busyLabel="Aggiornamento in corso..."
          />
        </div>
      </form>
    </SettingsCard>
  );
}
