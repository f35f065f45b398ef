import type { Route } from "./+types/contact";
import { ContactFaq } from "~/components/site/contact/contact-faq";
import { ContactForm } from "~/components/site/contact/contact-form";
import { ContactHero } from "~/components/site/contact/contact-hero";
import { ContactInfo } from "~/components/site/contact/contact-info";
import { metaForPath, siteContext } from "~/lib/route-meta";
import { contactPages } from "~/lib/page-meta/contact";
import { useRootData } from "~/root";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  metaForPath(contactPages, location.pathname, matches[0]?.data);

/**
 * /contatti: hero, request form, contact details and map link, FAQ (public-site.md section 2).
 * The contact details are the site settings the root loader already sends with the page.
 */
export default function Contact() {
  const { settings } = siteContext(useRootData());
  return (
    <>
      <ContactHero settings={settings} />
      <div className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:gap-12 lg:px-8">
          <div className="lg:col-span-3">
            <ContactForm />
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
