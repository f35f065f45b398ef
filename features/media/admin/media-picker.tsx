import { useEffect, useState, type KeyboardEvent } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AdminDialog, whenClosed } from "#kit/admin/admin-dialog";
import { Pagination } from "#kit/admin/pagination";
import { QueryStatus, EmptyState } from "#kit/admin/tab-parts";
import { SEARCH_DELAY } from "#kit/admin/use-admin-list";
import type { ImagePickerProps } from "#kit/admin/image-library";
import { TextField } from "#kit/ui/input";
import { getJson } from "#kit/lib/api";
import type { Page } from "#kit/lib/page";
import type { MediaItem } from "../media.schema";
import { MISSING_ALT_BADGE, formatBytes } from "../media-values";
import { MEDIA_PATH } from "./media-api";
import { MediaThumbnail } from "./media-card";

/** The arrow keys move the focus through the grid's buttons, row by row as drawn. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const columns = Math.max(
    1,
    buttons.filter((button) => button.offsetTop === buttons[0]!.offsetTop).length,
  );
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  const target =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? buttons.length - 1
        : step[event.key] !== undefined
          ? at + step[event.key]!
          : null;
  if (target === null) return;
  event.preventDefault();
  buttons[Math.min(buttons.length - 1, Math.max(0, target))]?.focus();
}

/**
 * 'Scegli dalla libreria' (decision 064): the library's images in a dialog, searched by name and
 * alternative text, 25 a page; a click or Enter on one fills the field with its address (and
 * gives its alternative text to a form that has a field for it). Given to the kit's image
 * fields by the panel (ImageLibraryContext).
 */
export function MediaPicker({ label, onChoose, onClose }: ImagePickerProps) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [text]);
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = useQuery({
    queryKey: [MEDIA_PATH, "picker", params.toString()],
    queryFn: () => getJson<Page<MediaItem>>(`${MEDIA_PATH}?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return (
    <AdminDialog
      open
      onOpenChange={whenClosed(onClose)}
      title={`Scegli dalla libreria: ${label}`}
      description="Scegli un'immagine già caricata: il campo userà la stessa immagine, senza caricarla di nuovo."
      size="2xl"
    >
      <div className="grid gap-4">
        <TextField
          id="media-picker-search"
          label="Cerca"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Nome o testo alternativo"
          autoComplete="off"
        />
        <QueryStatus query={query} errorText="Impossibile caricare la libreria." />
        {data && data.total === 0 ? (
          <EmptyState>
            {q ? "Nessuna immagine corrisponde alla ricerca." : "La libreria è vuota."}
          </EmptyState>
        ) : null}
        {data && data.items.length > 0 ? (
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            aria-label="Immagini della libreria"
            onKeyDown={moveFocus}
          >
            {data.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  data-testid="media-picker-item"
                  onClick={() => onChoose({ url: item.url, alt: item.alt })}
                  className="grid w-full gap-1 rounded-lg border border-slate-200 bg-white p-2 text-left hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <MediaThumbnail
                    item={item}
                    decorative
                    className="aspect-video w-full rounded bg-slate-100 object-cover"
                  />
                  <span className="truncate text-sm font-medium text-slate-900">{item.name}</span>
                  <span className="text-xs text-slate-700">
                    {formatBytes(item.bytes)}
                    {item.width && item.height ? ` · ${item.width} × ${item.height}` : ""}
                    {item.alt ? "" : ` · ${MISSING_ALT_BADGE}`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {data && data.total > 0 ? (
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun={{ one: "immagine", many: "immagini" }}
            onPage={setPage}
          />
        ) : null}
      </div>
    </AdminDialog>
  );
}
