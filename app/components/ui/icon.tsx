import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";

/*
 * One icon: a drawing of Lucide (the `lucide` package holds only their path data, one module per
 * icon) as a small inline SVG. Lucide's React components repeat xmlns, width, height, fill, four
 * stroke attributes and two class names on every icon; here those live once in the `.icon` rule
 * of app.css, so an icon in the server HTML is its viewBox, its classes and its paths (decision
 * 014). A size class (`size-4`) sets the size (24px without one); `stroke-[1.25]` thins the line.
 * The icon is hidden from assistive technology unless it is given a label or a role.
 */
export function Icon({
  node,
  className,
  children,
  ...props
}: SVGProps<SVGSVGElement> & { node: IconNode }) {
  const named = Boolean(props["aria-label"] ?? props["aria-labelledby"] ?? props.role);
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
      aria-hidden={named ? undefined : true}
      {...props}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
      {children}
    </svg>
  );
}
