import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide";
import { Button } from "#kit/ui/button";
import { DialogFooter } from "#kit/ui/dialog";
import { TextField } from "#kit/ui/input";
import { loginAdmin, storeAdminUser } from "./admin-session";
import { apiErrorMessage } from "#kit/lib/api-errors";
import { loginCustomer } from "#features/auth/customer/customer-session";
import { useRequest } from "#kit/lib/use-request";
import {
  adminLoginSchema,
  customerLoginSchema,
  INVALID_CREDENTIALS,
} from "#features/auth/auth.schema";
import type { SessionKind } from "#features/auth/session-kinds";
import { z } from "#kit/lib/zod";
import { AdminDialog } from "#kit/admin/admin-dialog";
import { BusyButton } from "#kit/admin/busy-button";

type Credentials = { identity: string; password: string };

/** Each kind's sign-in: its field, its rules (the login schemas') and its endpoint. */
const kinds = {
  admin: {
    label: "Username",
    type: "text",
    autoComplete: "username",
    schema: z.object({
      identity: adminLoginSchema.shape.username,
      password: adminLoginSchema.shape.password,
    }),
    signIn: async ({ identity, password }: Credentials) => {
      const { user } = await loginAdmin({ username: identity, password });
      storeAdminUser(user);
      return user.id;
    },
  },
  customer: {
    label: "Email",
    type: "email",
    autoComplete: "email",
    schema: z.object({
      identity: customerLoginSchema.shape.email,
      password: customerLoginSchema.shape.password,
    }),
    signIn: async ({ identity, password }: Credentials) =>
      (await loginCustomer({ email: identity, password })).customer.id,
  },
} as const;

const resolvers = {
  admin: zodResolver(kinds.admin.schema),
  customer: zodResolver(kinds.customer.schema),
};

type Props = {
  kind: SessionKind;
  /** The username or e-mail the person signed in with, filled in. */
  login: string;
  /** The signed-in person's id after a sign-in, or null when they gave up. */
  onDone: (userId: number | null) => void;
};

/**
 * 'Sessione scaduta': signing in again in place, over the form being saved (decision 025). The
 * existing login endpoint (POST /api/admin/login or /api/customer/login) sets the new session
 * cookie; a refusal is shown here, under the title, and the password is emptied.
 */
export function ReloginDialog({ kind, login, onDone }: Props) {
  const id = useId();
  const { label, type, autoComplete, signIn } = kinds[kind];
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Credentials>({
    defaultValues: { identity: login, password: "" },
    resolver: resolvers[kind],
  });
  const { errors } = form.formState;
  const request = useRequest({ mutationFn: signIn });

  const submit = form.handleSubmit((values) => {
    if (request.isPending) return;
    setFailure(null);
    request.mutate(values, {
      onSuccess: (userId) => onDone(userId),
      onError: (error) => {
        form.setValue("password", "");
        setFailure(apiErrorMessage(error) ?? INVALID_CREDENTIALS);
      },
    });
  });

  return (
    <AdminDialog
      open
      onOpenChange={(open) => {
        if (!open) onDone(null);
      }}
      busy={request.isPending}
      title="Sessione scaduta"
      description="Accedi di nuovo per completare il salvataggio: quello che hai scritto resta nel modulo."
    >
      <form method="post" onSubmit={submit} noValidate className="grid gap-4">
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
        <TextField
          id={`${id}-identity`}
          label={label}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required
          requiredMark={false}
          error={errors.identity?.message}
          {...form.register("identity")}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          // The name is filled in: the password is what is left to type.
          autoFocus
          required
          requiredMark={false}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={() => onDone(null)} disabled={request.isPending}>
            Annulla
          </Button>
          <BusyButton
            type="submit"
            busy={request.isPending}
            icon={LogIn}
            label="Accedi"
            busyLabel="Accesso in corso..."
          />
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
