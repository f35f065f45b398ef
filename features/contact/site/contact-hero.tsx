import { Clock, MessageSquare, Phone } from "lucide";
import { Icon } from "#kit/ui/icon";
import { telHref, type SiteSettings } from "#features/settings/site-settings";
import { QuoteRequestButton } from "./quote-request-button";

/** The words of the top of /contatti, edited in the page's first block (decision 057). */
export type ContactHeroTexts = {
  eyebrow: string | null;
  title: string;
  lead: string | null;
  quoteLabel: string;
};

/**
 * Top of /contatti: the page title, the reply promise and the two quickest ways to reach us
 * (the phone and the hours from the site settings).
 */
export function ContactHero({
  settings,
  texts,
}: {
  settings: SiteSettings;
  texts: ContactHeroTexts;
}) {
  return (
    <section
      aria-labelledby="contact-title"
      className="relative isolate overflow-hidden bg-gradient-to-br from-slate-950 via-brand-900 to-brand-800 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-24">
        {texts.eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
            {texts.eyebrow}
          </p>
        ) : null}
        <h1 id="contact-title" className="mt-3 text-4xl font-extrabold text-balance sm:text-5xl">
          {texts.title}
        </h1>
        {texts.lead ? (
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-100">{texts.lead}</p>
        ) : null}
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <QuoteRequestButton
            variant="secondary"
            className="focus-visible:ring-4 focus-visible:ring-brand-100"
          >
            <Icon node={MessageSquare} className="size-5" />
            {texts.quoteLabel}
          </QuoteRequestButton>
          {settings.phone_primary.trim() ? (
            <a
              href={telHref(settings.phone_primary)}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border-2 border-white px-6 font-semibold text-white hover:bg-white/10 focus-ring focus-visible:outline-white"
            >
              <Icon node={Phone} className="size-5" />
              Chiama {settings.phone_primary}
            </a>
          ) : null}
        </div>
        <p className="mt-8 inline-flex items-center gap-2 text-sm text-slate-200">
          <Icon node={Clock} className="size-4" />
          {settings.business_hours}
        </p>
      </div>
    </section>
  );
}
