import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CircleCheck } from "lucide";
import { Icon } from "#app/components/ui/icon";
import type { Route } from "./+types/invitation";
import { Button, buttonClasses } from "#app/components/ui/button";
import { FormOutcomeNote } from "#app/components/ui/form-outcome-note";
import { PasswordPageCard, passwordLinkClass } from "#app/components/customer/password-page-card";
import { apiErrorMessage } from "#app/lib/api-errors";
import { lazyResolver } from "#app/lib/lazy-resolver";
import { metaForPath, pageTitle } from "#app/lib/route-meta";
import { toast } from "#app/lib/use-toast";
import { useLightForm } from "#app/lib/use-light-form";
import { useRequest } from "#app/lib/use-request";
import { formErrors, readForm, sendForm } from "#app/lib/form-action.server";
import { passwordPolicyMessages } from "#features/auth/password-policy";
import { PasswordChangeFields } from "#features/auth/site/password-change-fields";
import {
  adminUserMessages,
  type AcceptInvitationForm,
} from "#features/admin-users/admin-users.schema";
import { acceptInvitationResolver } from "#features/admin-users/admin/invitation-rules";
import { acceptAdminInvitation } from "#features/admin-users/admin/invitation-api";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath({}, location.pathname, matches[0]?.data, {
    title: pageTitle("Attiva il tuo account - Amministrazione", matches[0]?.data),
    description: "Scegli la password del tuo account del pannello di amministrazione.",
    noindex: true,
    canonical: false,
  });

const sendFailure = "Controlla la connessione e riprova tra qualche istante.";

/** The form posted without JavaScript (decision 024): the same rules and API call. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const values = await readForm(request);
  return sendForm(context, {
    values,
    keep: {},
    errors: await formErrors(acceptInvitationResolver, values),
    path: "/admin-invitation/accept",
    body: () => ({ token, newPassword: values.newPassword }),
    success: () => adminUserMessages.done,
    fallback: sendFailure,
  });
}

const resolver = lazyResolver(
  async () =>
    (await import("#features/admin-users/admin/invitation-rules")).acceptInvitationResolver,
);

const validToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** /admin/invito?token=...: an invited back-office user chooses their password (decision 030). */
export default function AdminInvitation({ actionData }: Route.ComponentProps) {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [done, setDone] = useState(actionData?.ok === true);
  const [linkError, setLinkError] = useState<string | null>(
    !validToken(token) || actionData?.message === adminUserMessages.invalidLink
      ? adminUserMessages.invalidLink
      : null,
  );
  const form = useLightForm<AcceptInvitationForm>({
    defaultValues: { newPassword: "", confirmPassword: "" },
    resolver,
    served: actionData,
  });
  const accept = useRequest({ mutationFn: acceptAdminInvitation });

  const submit = form.handleSubmit(({ newPassword }) => {
    if (accept.isPending) return;
    accept.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          setDone(true);
          toast({ title: "Account attivato", description: adminUserMessages.done });
        },
        onError: (error) => {
          const message = apiErrorMessage(error) ?? sendFailure;
          if (message === adminUserMessages.invalidLink) setLinkError(message);
          if (message === passwordPolicyMessages.common) form.setError("newPassword", { message });
          toast({ title: "Password non impostata", description: message, variant: "destructive" });
        },
      },
    );
  });

  return (
    <main id="admin-invitation" className="min-h-screen">
      <PasswordPageCard
        title="Attiva il tuo account"
        intro="Scegli la password per accedere al pannello di amministrazione."
      >
        {done ? (
          <div role="status" className="mt-8 grid gap-4">
            <p className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
              <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0" />
              {adminUserMessages.done}
            </p>
            <Link to="/admin/login" className={buttonClasses("primary", "lg")}>
              Vai all&apos;accesso
            </Link>
          </div>
        ) : linkError ? (
          <div role="alert" className="mt-8 grid gap-4">
            <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
              {linkError}
            </p>
          </div>
        ) : (
          <form method="post" onSubmit={submit} noValidate className="mt-8 grid gap-5">
            <FormOutcomeNote outcome={actionData} />
            <PasswordChangeFields
              id={id}
              audience="admin"
              withCurrent={false}
              requiredMark={false}
              register={(name) => form.register(name as keyof AcceptInvitationForm)}
              error={(name) => form.formState.errors[name as keyof AcceptInvitationForm]?.message}
            />
            <Button type="submit" size="lg" disabled={accept.isPending} className="w-full">
              {accept.isPending ? "Salvataggio..." : "Imposta la password"}
            </Button>
          </form>
        )}
        <p className="mt-6 text-sm text-slate-700">
          <Link to="/admin/login" className={passwordLinkClass}>
            Vai all&apos;accesso
          </Link>
        </p>
      </PasswordPageCard>
    </main>
  );
}
