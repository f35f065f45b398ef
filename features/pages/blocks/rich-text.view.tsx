import { clsx } from "clsx";
import { legalProse } from "#features/shared/site/prose";
import type { PreparedData } from "./block-catalog";

/** Sanitized HTML (on the server, at every write and read) in the article typography. */
export function RichTextView({ id, data }: { id: string; data: PreparedData<"rich-text"> }) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={data.title ? headingId : undefined}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-16 sm:py-20")}
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        {data.title ? (
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-slate-900">
            {data.title}
          </h2>
        ) : null}
        <div
          className={clsx(legalProse, data.title && "mt-6")}
          dangerouslySetInnerHTML={{ __html: data.bodyHtml }}
        />
      </div>
    </section>
  );
}
