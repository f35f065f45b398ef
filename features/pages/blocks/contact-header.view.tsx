import { ContactHero } from "#features/contact/site/contact-hero";
import { useSiteSettings } from "#app/components/site/legal/use-site-settings";
import type { PreparedData } from "./block-catalog";

export function ContactHeaderView({ data }: { id: string; data: PreparedData<"contact-header"> }) {
  return <ContactHero settings={useSiteSettings()} texts={data} />;
}
