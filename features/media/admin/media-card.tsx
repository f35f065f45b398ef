import { Badge } from "#kit/ui/badge";
import { formatNumericDate } from "#kit/lib/dates";
import { smallCopyOf } from "#features/shared/stored-image";
import type { MediaItem } from "../media.schema";
import {
  MISSING_ALT_BADGE,
  formatBytes,
  typeLabelOfMime,
  usageText,
  type MediaUsage as MediaUsageEntry,
} from "../media-values";

/** What a card of the library (and of the picker) tells about an image. */
export function MediaFacts({ item }: { item: MediaItem }) {
  const dimensions = item.width && item.height ? `${item.width} × ${item.height} px` : null;
  return (
    <dl className="grid gap-1 text-sm text-slate-700">
      <div className="flex flex-wrap gap-x-2">
        <dt className="sr-only">Tipo e dimensioni</dt>
        <dd>
          {[typeLabelOfMime(item.mime), formatBytes(item.bytes), dimensions]
            .filter(Boolean)
            .join(" · ")}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Testo alternativo</dt>
        <dd>
          {item.alt ? (
            <span className="line-clamp-2">{item.alt}</span>
          ) : (
            <Badge tone="warning">{MISSING_ALT_BADGE}</Badge>
          )}
        </dd>
      </div>
      <div>
        <dt className="sr-only">Caricata</dt>
        <dd>
          Caricata il {formatNumericDate(item.uploadedAt)}
          {item.uploadedBy ? ` da ${item.uploadedBy}` : ""}
        </dd>
      </div>
    </dl>
  );
}

export function MediaThumbnail({
  item,
  className,
  decorative = false,
}: {
  item: MediaItem;
  className?: string;
  /** Beside the image's name (a button's label): no alternative text of its own. */
  decorative?: boolean;
}) {
  return (
    <img
      src={smallCopyOf(item.url)}
      alt={decorative ? "" : item.alt || `Anteprima: ${item.name}`}
      loading="lazy"
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      className={className}
      style={{ objectPosition: `${item.focalX}% ${item.focalY}%` }}
    />
  );
}

/** "Usata in: …" or "Non usata". */
export function MediaUsage({ item }: { item: MediaItem }) {
  return <UsageList usedIn={item.usedIn} title="Usata in:" unused="Non usata" />;
}

/** Where a file is used (decision 064): a title and the places, or the words of none. */
export function UsageList({
  usedIn,
  title,
  unused,
}: {
  usedIn: readonly MediaUsageEntry[];
  title: string;
  unused: string;
}) {
  if (usedIn.length === 0) return <p className="text-sm text-slate-700">{unused}</p>;
  return (
    <div className="text-sm text-slate-700">
      <p className="font-medium text-slate-800">{title}</p>
      <ul className="list-disc pl-5">
        {usedIn.map((usage) => (
          <li key={usageText(usage)}>{usageText(usage)}</li>
        ))}
      </ul>
    </div>
  );
}
