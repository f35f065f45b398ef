import type { AppLoadContext } from "react-router";
import {
  callApi,
  formErrors,
  readForm,
  redirectWithCookies,
  refused,
  withoutSecrets,
} from "#features/shared/form-action.server";
import type { SessionKind } from "../session-kinds";
import { loginFailureText, loginKinds } from "./login-kinds";
import { loginResolvers } from "./login-rules";
import { returnToOf } from "./return-to";
import {
  asksSecondStep,
  secondStepAction,
  toSecondStep,
} from "../two-factor/site/second-step-page.server";

/**
 * The sign-in of /admin/login and /customer/login without JavaScript (decision 024): the
 * form's rules, then the API's session route in process (throttling, 401/403/429 and the
 * session cookie as for the browser's call); signed in, the cookie goes with a redirect home,
 * or to the safe return path of the page's `?ritorno=` (`return-to.ts`).
 * The page is drawn again with the message and the account typed, never the password.
 */
export async function loginAction(kind: SessionKind, request: Request, context: AppLoadContext) {
  const setup = loginKinds[kind];
  const values = await readForm(request);
  const returnTo = returnToOf(kind, request);
  if (values.intent === "two-factor") return secondStepAction(kind, values, context, returnTo);
  const typed = withoutSecrets(values, ["password"]);
  const errors = await formErrors(loginResolvers[kind], values);
  if (errors) return refused({ errors, values: typed });
  const sent = await callApi(context, setup.path, {
    [setup.account]: values[setup.account],
    password: values.password,
  });
  if (sent.ok && asksSecondStep(sent.body)) return toSecondStep(kind, sent.response, returnTo);
  if (sent.ok) return redirectWithCookies(returnTo ?? setup.home, sent.response);
  return refused({ message: loginFailureText(sent.error), values: typed }, sent.error.status);
}
