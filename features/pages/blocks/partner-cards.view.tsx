import { CertifiedPartnersStrip } from "#features/partners/site/certified-partners-strip";
import type { PreparedData } from "./block-catalog";

export function PartnerCardsView({
  id,
  data,
}: {
  id: string;
  data: PreparedData<"partner-cards">;
}) {
  return (
    <CertifiedPartnersStrip
      id={`${id}-title`}
      eyebrow={data.eyebrow}
      title={data.title}
      lead={data.lead}
      cards={data.cards}
    />
  );
}
