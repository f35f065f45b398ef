import { ArrowLink } from "#kit/ui/icon";
import type { ReactNode } from "react";
import { buttonClasses } from "#kit/ui/button";

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
      <ArrowLink to={to} className={buttonClasses(variant, "lg")} size="size-5">
        {children}
      </ArrowLink>
    </div>
  );
}
