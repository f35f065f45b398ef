import { useLocation } from "react-router";
import { LegalHeader } from "#features/shared/site/legal-page";
import type { PreparedData } from "./block-catalog";
import { useCompanyText } from "./company-text";

/** The legal heading band; the page's own link among the legal documents is the current one. */
export function LegalHeaderView({ data }: { id: string; data: PreparedData<"legal-header"> }) {
  const { pathname } = useLocation();
  const fill = useCompanyText();
  return (
    <LegalHeader
      title={data.title}
      intro={<p>{fill.text(data.intro)}</p>}
      updated={data.updated ?? undefined}
      current={pathname}
    />
  );
}
