import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { ArrowLink, Icon } from "#kit/ui/icon";
import { clsx } from "clsx";

/** How a card stands out: a ring on a muted section, a border on a white one, or a soft fill. */
const cardTones = {
  raised: "bg-white p-7 shadow-sm ring-1 ring-slate-200",
  outline: "border border-slate-200 bg-white p-7 shadow-sm",
  soft: "border border-slate-200 bg-slate-50 p-6",
} as const;

type Props = {
  title: string;
  /** What stands above the title: an icon, a numbered step (`StepNumber`). */
  media?: ReactNode;
  /** A short line right under the title (a platform's kind). */
  kicker?: string;
  text?: string;
  /** What follows the text (a list of links). */
  children?: ReactNode;
  /** An arrow link at the foot of the card; `label` may hold screen-reader-only words. */
  link?: { to: string; label: ReactNode };
  tone?: keyof typeof cardTones;
  testId?: string;
};

/**
 * One card of a grid of the company pages: media, title, text and an optional arrow link, as a
 * list item (the grid is the `ul`/`ol` around it).
 */
export function TextCard({
  title,
  media,
  kicker,
  text,
  children,
  link,
  tone = "raised",
  testId,
}: Props) {
  return (
    <li data-testid={testId} className={clsx("flex flex-col rounded-2xl", cardTones[tone])}>
      {media}
      <h3 className={clsx("text-lg font-semibold text-slate-900", media && "mt-4")}>{title}</h3>
      {kicker && <p className="text-sm font-medium text-brand-700">{kicker}</p>}
      {text && <p className="mt-2 flex-1 text-slate-600">{text}</p>}
      {children}
      {link && (
        <ArrowLink to={link.to} className="mt-5 arrow-link self-start">
          {link.label}
        </ArrowLink>
      )}
    </li>
  );
}

/** The number of a step in an ordered list of steps (the list itself says the order). */
export function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
    >
      {n}
    </span>
  );
}

/** Numbered steps as an ordered grid of cards (`grid`: the list's classes). */
export function StepCards({
  steps,
  grid,
  testId,
}: {
  steps: readonly { title: string; text: string }[];
  grid: string;
  testId?: string;
}) {
  return (
    <ol className={grid}>
      {steps.map((step, index) => (
        <TextCard
          key={step.title}
          testId={testId}
          media={<StepNumber n={index + 1} />}
          title={step.title}
          text={step.text}
        />
      ))}
    </ol>
  );
}

/** One card per item, each under an icon: the one at the item's index in `icons`, else the first. */
export function IconTextCards({
  items,
  icons,
  iconClass = "size-8 text-brand-700",
  ...card
}: {
  items: readonly { title: string; text: string }[];
  icons: readonly [IconNode, ...IconNode[]];
  iconClass?: string;
} & Pick<Props, "tone" | "testId">) {
  return items.map((item, index) => (
    <TextCard
      key={item.title}
      media={<Icon node={icons[index] ?? icons[0]} className={iconClass} />}
      title={item.title}
      text={item.text}
      {...card}
    />
  ));
}

/** The classes of a grid of 2, 3 or 4 columns on a wide screen, one on a phone. */
export function gridClass(columns: 2 | 3 | 4, spacing = "mt-14"): string {
  const wide = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  };
  return `${spacing} grid gap-6 ${wide[columns]}`;
}
