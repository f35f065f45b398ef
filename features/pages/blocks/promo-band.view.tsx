import { PromoBanner } from "#app/components/site/home/promo-banner";
import type { PreparedData } from "./block-catalog";

export function PromoBandView({ id, data }: { id: string; data: PreparedData<"promo-band"> }) {
  return <PromoBanner id={`${id}-title`} words={data} />;
}
