import { ArrowLeft, ArrowRight, type IconNode } from "lucide";
import { createElement, type ComponentProps, type SVGProps } from "react";
import { Link } from "react-router";

/*
 * Icons: drawings of Lucide (the `lucide` package holds only their path data, one module per
 * icon) as small inline SVGs. Lucide's React components repeat xmlns, width, height, fill, four
 * stroke attributes and two class names on every icon; here those live once in the `.icon` rule
 * of app.css, so an icon in the server HTML is its viewBox, its classes and its paths (decision
 * 014). A size class (`size-4`) sets the size (24px without one); `stroke-[1.25]` thins the line.
 * An icon is hidden from assistive technology unless it is given a label or a role.
 */

type IconProps = SVGProps<SVGSVGElement> &
  ({ node: IconNode; symbol?: never } | { symbol: string; node?: never });

const paths = (node: IconNode) =>
  node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }));

/** One icon: its paths (`node`), or a reference to an <IconSymbol> drawn once on the page. */
export function Icon({ node, symbol, className, children, ...props }: IconProps) {
  const named = Boolean(props["aria-label"] ?? props["aria-labelledby"] ?? props.role);
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
      aria-hidden={named ? undefined : true}
      {...props}
    >
      {node ? paths(node) : <use href={`#${symbol}`} />}
      {children}
    </svg>
  );
}

/** An icon a list repeats many times, drawn once (hidden) for `<Icon symbol={id}>`. */
export function IconSymbol({ id, node }: { id: string; node: IconNode }) {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol id={id} viewBox="0 0 24 24">
        {paths(node)}
      </symbol>
    </svg>
  );
}

type ArrowLinkProps = ComponentProps<typeof Link> & {
  /** The arrow's size class: size-4 beside small text (default), size-5 in a large button. */
  size?: "size-4" | "size-5";
};

/** A link whose text is followed by a right arrow ("Scopri di più →"). */
export function ArrowLink({ size = "size-4", children, ...props }: ArrowLinkProps) {
  return (
    <Link {...props}>
      {children}
      <Icon node={ArrowRight} className={size} />
    </Link>
  );
}

/** A link back to a list: a left arrow, then its text ("← Tutti gli articoli"). */
export function BackLink({ size = "size-4", children, ...props }: ArrowLinkProps) {
  return (
    <Link {...props}>
      <Icon node={ArrowLeft} className={size} />
      {children}
    </Link>
  );
}
