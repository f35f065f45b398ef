import { Badge, type BadgeTone } from "#kit/ui/badge";
import { formatNumericDateTime, withArticle } from "#kit/lib/dates";
import { pageStatusLabels, type PageStatus } from "../page-statuses";
import type { AdminPage } from "./pages-api";

const tones: Record<PageStatus, BadgeTone> = {
  draft: "muted",
  published: "success",
  scheduled: "info",
};

/** Bozza / Pubblicata / Programmata, and 'Modifiche non pubblicate' when the draft differs. */
export function PageStatusBadges({ page }: { page: AdminPage }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge tone={tones[page.status]} data-testid="page-status">
        {pageStatusLabels[page.status]}
      </Badge>
      {page.unpublishedChanges && page.status !== "draft" ? (
        <Badge tone="warning">Modifiche non pubblicate</Badge>
      ) : null}
    </span>
  );
}

/** 'Programmata per il 3/5/2026, 09:00' of a scheduled page. */
export const scheduledText = (page: AdminPage) =>
  page.scheduledAt
    ? `Programmata per ${withArticle(formatNumericDateTime(page.scheduledAt))}`
    : null;

/** 'Ultima modifica: 3/5/2026, 09:00, di Maria Rossi'. */
export const lastChangeText = (page: AdminPage) =>
  `${formatNumericDateTime(page.updatedAt)}${page.updatedBy ? `, di ${page.updatedBy}` : ""}`;
