import { PromoBanner } from "#features/pages/site/promo-banner";
import type { PreparedData } from "./block-catalog";

export function PromoBandView({ id, data }: { id: string; data: PreparedData<"promo-band"> }) {
  return <PromoBanner id={`${id}-title`} words={data} />;
}
