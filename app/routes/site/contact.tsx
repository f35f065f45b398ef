import type { Route } from "./+types/contact";
import { ContactFaq } from "#features/contact/site/contact-faq";
import { ContactForm } from "#features/contact/site/contact-form";
import { ContactHero } from "#features/contact/site/contact-hero";
import { ContactInfo } from "#features/contact/site/contact-info";
import { siteContext, pageMeta } from "#app/lib/route-meta";
import { contactPages } from "#app/lib/page-meta/contact";
import { useRootData } from "#features/settings/root-data";
import { formErrors, readForm, sendForm } from "#app/lib/form-action.server";
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

export const meta: Route.MetaFunction = pageMeta(contactPages);

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
 * (../shared/spec/public-site.md §2). The contact details are the site settings the root loader
 * already sends with the page.
 */
export default function Contact({ actionData }: Route.ComponentProps) {
  const { settings } = siteContext(useRootData());
  return (
    <>
      <ContactHero settings={settings} />
      <div className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:gap-12 lg:px-8">
          <div className="lg:col-span-3">
            <ContactForm served={actionData} />
          </div>
          <div className="lg:col-span-2">
            <ContactInfo settings={settings} />
          </div>
        </div>
      </div>
      <ContactFaq />
    </>
  );
}
