import { LayoutDashboard } from "lucide";
import { Icon } from "#kit/ui/icon";
import { srcSetFor } from "#features/shared/stored-image";
import { clsx as cn } from "clsx";
import type { GradientColor } from "../solution-display";
import { focalStyle, type PublicImage } from "../../media/media-values";
import { heroGradient } from "./platform-colors";

/** The placeholder's window dots and side-menu bars. */
const windowDots = [
  "size-2.5 rounded-full bg-white/40",
  "size-2.5 rounded-full bg-white/30",
  "size-2.5 rounded-full bg-white/20",
];
const menuBars = [
  "h-2 rounded bg-white/40",
  "h-2 w-3/4 rounded bg-white/25",
  "h-2 w-2/3 rounded bg-white/25",
];

type Props = {
  name: string;
  image: string | null;
  /** The media library's focal point and alternative text of `image` (decision 064). */
  facts?: PublicImage;
  color: GradientColor;
  /** The first image of a page loads at once; the others when scrolled into view. */
  eager?: boolean;
  sizes?: string;
  className?: string;
};

/** A platform's hero image (16:10), or a drawn dashboard placeholder when it has none. */
export function PlatformImage({ name, image, facts, color, eager, sizes, className }: Props) {
  const frame = cn("aspect-[16/10] w-full overflow-hidden rounded-2xl shadow-xl", className);
  if (image) {
    return (
      <img
        src={image}
        srcSet={srcSetFor(image)}
        sizes={sizes ?? "(min-width: 1024px) 600px, 100vw"}
        width={1600}
        height={1000}
        alt={facts?.alt ?? `Schermata di ${name}`}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn(frame, "bg-slate-100 object-cover")}
        style={focalStyle(facts?.position)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="platform-placeholder"
      className={cn(frame, "relative bg-linear-to-br p-[6%]", heroGradient[color])}
    >
      <div className="flex h-full flex-col rounded-xl bg-white/10 ring-1 ring-white/20">
        <div className="flex gap-1.5 border-b border-white/15 p-3">
          {windowDots.map((dot) => (
            <span key={dot} className={dot} />
          ))}
        </div>
        <div className="grid flex-1 grid-cols-[1fr_3fr] gap-3 p-3">
          <div className="space-y-2 rounded-lg bg-white/10 p-2">
            {menuBars.map((bar) => (
              <div key={bar} className={bar} />
            ))}
          </div>
          <div className="flex items-center justify-center rounded-lg bg-white/10">
            <Icon node={LayoutDashboard} className="size-1/4 text-white/70" />
          </div>
        </div>
      </div>
    </div>
  );
}
