import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide";
import { Icon } from "#app/components/ui/icon";
import { buttonClasses } from "#app/components/ui/button";

/**
 * The centred button under a grid of the home page that leads to the whole list (services,
 * portfolio). Kept to the home page, so that it stays in that page's chunk.
 */
export function SeeAllLink({
  to,
  variant,
  children,
}: {
  to: string;
  variant: "primary" | "secondary";
  children: ReactNode;
}) {
  return (
    <div className="mt-12 text-center">
      <Link to={to} className={buttonClasses(variant, "lg")}>
        {children}
        <Icon node={ArrowRight} className="size-5" />
      </Link>
    </div>
  );
}
