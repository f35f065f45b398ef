import type { Route } from "./+types/contact";
import { builtPageRouteMeta } from "#features/seo/page-meta/built-page";
import { PageBlocks, registerBlockViews, type AnyView } from "#features/pages/site/page-blocks";
import { ContactFormView, ContactHeaderView } from "#features/pages/blocks/contact.view";

import { loadPublicPage } from "#features/pages/site/page-loader.server";
import { formErrors, readForm, sendForm } from "#features/shared/form-action.server";
import { contactMessageToItalian } from "#features/contact/contact-fields";
import {
  CONTACT_SENT,
  contactDefaults,
  contactPayload,
  contactResolver,
  SEND_FAILED,
  TERMS_REQUIRED,
  type ContactFormValues,
} from "#features/contact/site/contact-form-rules";

/** The page's words are the owner's (decision 057); its form's action stays here. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadPublicPage(context, request, "/contatti");

// The form's views come with the route: its first load waits for nothing. The other blocks are
// drawn on the server alone (decision 060); a navigation loads their views first.
const providedViews = registerBlockViews({
  "contact-header": ContactHeaderView as AnyView,
  "contact-form": ContactFormView as AnyView,
});

export const clientLoader = (args: Route.ClientLoaderArgs) =>
  import("#features/pages/site/load-block-views").then((views) => views.withBlockViews(args));

export const meta: Route.MetaFunction = builtPageRouteMeta;

/**
 * The form posted without JavaScript (decision 024): the form's own checks and terms box, then
 * POST /api/contact in process (rate limit, honeypot, schema); the page is drawn again with
 * the success and empty fields, or with the errors and everything typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readForm(request, ["terms"]);
  const errors = (await formErrors(contactResolver, values)) ?? {};
  if (values.terms !== true) errors.terms = TERMS_REQUIRED;
  return sendForm(context, {
    values,
    errors,
    path: "/contact",
    body: () => contactPayload({ ...contactDefaults, ...values } as ContactFormValues),
    success: () => CONTACT_SENT,
    fallback: SEND_FAILED,
    toText: contactMessageToItalian,
  });
}

/**
 * /contatti: hero, request form, contact details and map link, FAQ
 * (../shared/spec/public-site.md §2), as the owner arranged them; the contact details are the
 * site settings.
 */
export default function Contact({ loaderData }: Route.ComponentProps) {
  return <PageBlocks blocks={loaderData.page.blocks} provided={providedViews} />;
}
