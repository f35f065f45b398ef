import type { Route } from "./+types/contact";
import { ContactFaq } from "#features/contact/site/contact-faq";
import { ContactForm } from "#features/contact/site/contact-form";
import { ContactHero } from "#features/contact/site/contact-hero";
import { ContactInfo } from "#features/contact/site/contact-info";
import { metaForPath, siteContext } from "#app/lib/route-meta";
import { contactPages } from "#app/lib/page-meta/contact";
import { useRootData } from "#app/root";

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
