import { clsx } from "clsx";
import type { PreparedData } from "./block-catalog";

/** An image with its caption; nothing while no image is chosen. */
export function ImageView({ data }: { id: string; data: PreparedData<"image"> }) {
  if (!data.image) return null;
  return (
    <div className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-12 sm:py-16")}>
      <figure
        className={clsx(
          "mx-auto px-4 sm:px-6 lg:px-8",
          data.width === "wide" ? "max-w-6xl" : "max-w-3xl",
        )}
      >
        <img
          src={data.image}
          alt={data.imageAlt ?? ""}
          loading="lazy"
          decoding="async"
          className="w-full rounded-2xl"
        />
        {data.caption ? (
          <figcaption className="mt-3 text-center text-sm text-slate-600">
            {data.caption}
          </figcaption>
        ) : null}
      </figure>
    </div>
  );
}
