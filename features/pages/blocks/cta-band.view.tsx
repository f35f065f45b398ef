import { CtaBand } from "#app/components/site/company/cta-band";
import type { PreparedData } from "./block-catalog";
import { BlockButtons } from "./block-button.view";

export function CtaBandView({ id, data }: { id: string; data: PreparedData<"cta-band"> }) {
  return (
    <CtaBand id={`${id}-title`} title={data.title} text={data.text}>
      <BlockButtons buttons={data.buttons} />
    </CtaBand>
  );
}
