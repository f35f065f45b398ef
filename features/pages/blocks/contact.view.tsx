import { ContactHero } from "#features/contact/site/contact-hero";
import { useSiteSettings } from "#features/settings/site/use-site-settings";
import type { PreparedData } from "./block-catalog";
import { useActionData } from "react-router";
import type { FormOutcome } from "#kit/lib/form-outcome";
import { ContactForm } from "#features/contact/site/contact-form";
import { ContactInfo } from "#features/contact/site/contact-info";

/** The views of the contact page's own blocks (one module: they are always shown together). */
export function ContactHeaderView({ data }: { id: string; data: PreparedData<"contact-header"> }) {
  return <ContactHero settings={useSiteSettings()} texts={data} />;
}

/** The form (posted to its page's action without JavaScript) and the details beside it. */
export function ContactFormView({ data }: { id: string; data: PreparedData<"contact-form"> }) {
  const served = useActionData<FormOutcome | undefined>();
  return (
    <div className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-5 lg:gap-12 lg:px-8">
        <div className="lg:col-span-3">
          <ContactForm served={served} />
        </div>
        <div className="lg:col-span-2">
          <ContactInfo settings={useSiteSettings()} title={data.infoTitle} text={data.infoText} />
        </div>
      </div>
    </div>
  );
}
