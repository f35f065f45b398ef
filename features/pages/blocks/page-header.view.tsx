import { BackLink, Icon } from "#kit/ui/icon";
import { PageHero } from "#features/shared/site/page-hero";
import type { PreparedData } from "./block-catalog";
import { Link } from "react-router";
import { ArrowLink } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { QuoteButtonPart } from "./block-parts";
import { heroOutlineLink } from "#features/shared/site/page-hero";
import type { BlockButton } from "./block-kit";

export function PageHeaderView({ data }: { id: string; data: PreparedData<"page-header"> }) {
  return (
    <PageHero
      before={
        data.backTo && data.backLabel ? (
          <BackLink to={data.backTo} className="hero-back-link">
            {data.backLabel}
          </BackLink>
        ) : undefined
      }
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      aside={
        data.icon ? (
          <span className="flex size-48 items-center justify-center rounded-[2.5rem] bg-white/10 ring-1 ring-white/20">
            <Icon node={data.icon} className="size-24 text-sky-100" />
          </span>
        ) : undefined
      }
    >
      {data.buttons.length > 0 || data.note ? (
        <>
          <BlockButtons buttons={data.buttons} onDark />
          {data.note ? (
            <p className="flex w-full items-center text-base font-medium text-sky-100">
              {data.note}
            </p>
          ) : null}
        </>
      ) : null}
    </PageHero>
  );
}

/**
 * One button of a block: a link (inside the site with the router, else a plain link) or the
 * quote dialog. `onDark`: the page header's band, where the outline style is white.
 */
export function BlockButtonView({
  button,
  onDark = false,
}: {
  button: BlockButton;
  onDark?: boolean;
}) {
  const variant = button.style === "outline" ? "secondary" : button.style;
  const className =
    button.style === "outline" && onDark ? heroOutlineLink : buttonClasses(variant, "lg");
  if (button.action === "quote") {
    return (
      <QuoteButtonPart variant={variant} service={button.service ?? undefined}>
        {button.label}
      </QuoteButtonPart>
    );
  }
  const to = button.to ?? "/";
  if (!to.startsWith("/")) {
    return (
      <a href={to} className={className}>
        {button.label}
      </a>
    );
  }
  return button.arrow ? (
    <ArrowLink to={to} className={className} size="size-5">
      {button.label}
    </ArrowLink>
  ) : (
    <Link to={to} className={className}>
      {button.label}
    </Link>
  );
}

/** The buttons of a block, each keyed by its place. */
export function BlockButtons({
  buttons,
  onDark,
}: {
  buttons: readonly BlockButton[];
  onDark?: boolean;
}) {
  return buttons.map((button, index) => (
    <BlockButtonView key={index} button={button} onDark={onDark} />
  ));
}
