import { useId } from "react";
import { useNavigate } from "react-router";
import { LogIn } from "lucide";
import { Icon } from "#kit/ui/icon";
import { Button } from "#kit/ui/button";
import { TextField } from "#kit/ui/input";
import type { FormOutcome } from "#kit/lib/form-outcome";
import { lazyResolver } from "#kit/lib/lazy-resolver";
import { toast } from "#kit/lib/use-toast";
import { useLightForm } from "#kit/lib/use-light-form";
import type { SessionKind } from "../session-kinds";
import { AccountEmailField, PasswordField } from "./auth-fields";
import type { LoginValues as Values } from "./login-rules";
import { loginKinds, sendLogin, type LoginAnswer } from "./login-kinds";
import { useSignInStep } from "./use-sign-in-step";
import { LoginPageForm } from "./login-page-form";
import { loginHref } from "./return-to";

type Props = {
  kind: SessionKind;
  /** The safe page to open once signed in (the login's `?ritorno=`), instead of the home. */
  returnTo?: string | null;
  /** The login page action's answer, when this page is it. */
  served?: FormOutcome;
  /** Each page words its own failure toast. */
  failure: { title: string; describe?: (error: unknown) => string };
  /** What the page keeps of the signed-in user (the admin's admin_user display hint). */
  onSignedIn?: (answer: LoginAnswer) => void;
  className?: string;
};

/**
 * The sign-in form of /admin/login, /customer/login and the /area-clienti card
 * (../shared/spec/back-office.md §2, §5, §8): the account (the admin's username, prefilled with
 * 'admin', or the customer's e-mail) and the password. With JavaScript it calls the API's session
 * route, shows the success toast and goes in (to `returnTo` when given); after a failure the
 * password is emptied. Without it the form is posted to the login page's action (decision 024),
 * which does the same on the server, the return path in its address.
 */
export function LoginForm({
  kind,
  returnTo = null,
  served,
  failure,
  onSignedIn,
  className,
}: Props) {
  const id = useId();
  const navigate = useNavigate();
  const setup = loginKinds[kind];
  const account = setup.account;
  const form = useLightForm<Values>({
    defaultValues: { [account]: setup.accountDefault, password: "" },
    resolver: lazyResolver(async () => (await import("./login-rules")).loginResolvers[kind]),
    served,
  });
  const { errors } = form.formState;
  const login = useSignInStep({
    send: (values: Values) => sendLogin(setup, values),
    onSuccess: (answer) => {
      // Two-factor sign-in (decision 031): the login page shows the second step.
      if ("twoFactor" in answer) return void navigate(loginHref(kind, returnTo), { replace: true });
      onSignedIn?.(answer);
      toast(setup.welcome);
      void navigate(returnTo ?? setup.home);
    },
    clear: () => form.setValue("password", ""),
    failure,
  });
  const submit = form.handleSubmit(login.run);

  return (
    <LoginPageForm
      kind={kind}
      returnTo={returnTo}
      served={served}
      onSubmit={submit}
      className={className}
    >
      {account === "username" ? (
        <TextField
          id={`${id}-username`}
          label="Email o username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          requiredMark={false}
          error={errors.username?.message}
          {...form.register("username")}
        />
      ) : (
        <AccountEmailField
          id={`${id}-email`}
          error={errors.email?.message}
          {...form.register("email")}
        />
      )}
      <PasswordField
        id={`${id}-password`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-2 w-full">
        {kind === "admin" ? <Icon node={LogIn} className="size-5" /> : null}
        {login.isPending ? "Accesso in corso..." : "Accedi"}
      </Button>
    </LoginPageForm>
  );
}
