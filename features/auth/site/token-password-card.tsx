import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CircleCheck } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button, buttonClasses } from "#kit/ui/button";
import { FormOutcomeNote } from "#kit/ui/form-outcome-note";
import { PasswordPageCard, passwordLinkClass } from "../customer/password-page-card";
import { apiRequest } from "#kit/lib/api";
import { apiErrorMessage } from "#kit/lib/api-errors";
import type { FormOutcome } from "#kit/lib/form-outcome";
import { toast } from "#kit/lib/use-toast";
import { useLightForm } from "#kit/lib/use-light-form";
import { useRequest } from "#kit/lib/use-request";
import { passwordPolicyMessages } from "../password-policy";
import { PasswordChangeFields } from "./password-change-fields";
import {
  plausibleToken,
  sendFailure,
  type TokenPasswordForm,
  type TokenPasswordPage,
  type TokenPasswordRules,
} from "./token-password";

/** The heading of a refused link, above what to do. */
const linkSpent = "Il link non è più valido";

type Props = {
  page: TokenPasswordPage;
  title: string;
  intro: string;
  /** The form's rules, loaded with its first validation (`lazyResolver`). */
  resolver: TokenPasswordRules;
  /** The page action's answer when the form was posted without JavaScript. */
  served?: FormOutcome;
  /** Whether the loader found the link still usable (unknown, used, expired: false). */
  linkLive: boolean;
};

/**
 * The card of a page that sets a password from a mailed single-use link (`?token=`): the new
 * password twice, then the success with the one way to the sign-in; a link the loader found
 * unknown, used or expired (or the API refuses) shows at once that it is no longer valid and what
 * to do, never the form. With JavaScript it calls the API; without it the form
 * is posted to the page (`tokenPasswordAction`).
 */
export function TokenPasswordCard({ page, title, intro, resolver, served, linkLive }: Props) {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { messages } = page;
  const [done, setDone] = useState(served?.ok === true);
  const [linkError, setLinkError] = useState<string | null>(
    !linkLive || !plausibleToken(token) || served?.message === messages.invalidLink
      ? messages.invalidLink
      : null,
  );
  const form = useLightForm<TokenPasswordForm>({
    defaultValues: { newPassword: "", confirmPassword: "" },
    resolver,
    served,
  });
  const save = useRequest({
    mutationFn: (newPassword: string) =>
      apiRequest<{ message: string }>("POST", `/api${page.path}`, { token, newPassword }),
  });

  const submit = form.handleSubmit(({ newPassword }) => {
    if (save.isPending) return;
    save.mutate(newPassword, {
      onSuccess: () => {
        setDone(true);
        toast(page.savedToast);
      },
      onError: (error) => {
        const message = apiErrorMessage(error) ?? sendFailure;
        if (message === messages.invalidLink) setLinkError(message);
        // The common-password check runs on the server only: show its answer by the field too.
        if (message === passwordPolicyMessages.common) form.setError("newPassword", { message });
        toast({ title: page.failureTitle, description: message, variant: "destructive" });
      },
    });
  });

  return (
    <PasswordPageCard title={title} intro={intro}>
      {done ? (
        <div role="status" className="mt-8 grid gap-4">
          <p className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
            <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0" />
            {messages.done}
          </p>
          <Link to={page.login.href} className={buttonClasses("primary", "lg")}>
            Vai all&apos;accesso
          </Link>
        </div>
      ) : linkError ? (
        <div role="alert" className="mt-8 grid gap-4">
          <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{linkSpent}</p>
            <p className="mt-1">{linkError}</p>
          </div>
          {page.newLink ? (
            <Link to={page.newLink.href} className={buttonClasses("primary", "lg")}>
              {page.newLink.label}
            </Link>
          ) : null}
        </div>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="mt-8 grid gap-5">
          <FormOutcomeNote outcome={served} />
          <PasswordChangeFields
            id={id}
            audience={page.audience}
            withCurrent={false}
            requiredMark={false}
            register={(name) => form.register(name as keyof TokenPasswordForm)}
            error={(name) => form.formState.errors[name as keyof TokenPasswordForm]?.message}
          />
          <Button type="submit" size="lg" disabled={save.isPending} className="w-full">
            {save.isPending ? "Salvataggio..." : page.submitLabel}
          </Button>
        </form>
      )}
      {done ? null : (
        <p className="mt-6 text-sm text-slate-700">
          <Link to={page.login.href} className={passwordLinkClass}>
            {page.login.label}
          </Link>
        </p>
      )}
    </PasswordPageCard>
  );
}
