import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide";
import { Icon } from "#app/components/ui/icon";

/** A link back to a list (all services, platforms, articles, projects), with a left arrow. */
export function BackLink({
  to,
  className,
  large = false,
  children,
}: {
  to: string;
  className: string;
  /** The arrow of a large button (size-5) instead of a text link's (size-4). */
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      <Icon node={ArrowLeft} className={large ? "size-5" : "size-4"} />
      {children}
    </Link>
  );
}
