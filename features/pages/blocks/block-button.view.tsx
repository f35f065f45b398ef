import { Link } from "react-router";
import { ArrowLink } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";
import { QuoteButtonPart } from "./block-parts";
import { heroOutlineLink } from "#app/components/site/company/page-hero";
import type { BlockButton } from "./block-kit";

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
