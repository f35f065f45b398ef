import type { AppLoadContext } from "react-router";
import { formErrors, readForm, sendForm } from "#features/shared/form-action.server";
import { sendFailure, type TokenPasswordPage, type TokenPasswordRules } from "./token-password";

/**
 * The action of a single-use link's page (decision 024): the form posted without JavaScript to
 * the page, the link's token in its address; the same rules and API call as in the browser. The
 * passwords never travel back into the page.
 */
export const tokenPasswordAction =
  (page: TokenPasswordPage, rules: TokenPasswordRules) =>
  async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const values = await readForm(request);
    return sendForm(context, {
      values,
      keep: {},
      errors: await formErrors(rules, values),
      path: page.path,
      body: () => ({ token, newPassword: values.newPassword }),
      success: () => page.messages.done,
      fallback: sendFailure,
    });
  };
