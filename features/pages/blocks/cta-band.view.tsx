import { CtaBand } from "#features/pages/site/cta-band";
import type { PreparedData } from "./block-catalog";
import { BlockButtons } from "./page-header.view";
import { SettingsText } from "./settings-text";

export function CtaBandView({ id, data }: { id: string; data: PreparedData<"cta-band"> }) {
  return (
    <CtaBand id={`${id}-title`} title={data.title} text={<SettingsText text={data.text} />}>
      <BlockButtons buttons={data.buttons} />
    </CtaBand>
  );
}
