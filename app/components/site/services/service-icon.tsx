import {
  Cloud,
  Code,
  Globe,
  Lightbulb,
  Megaphone,
  ShoppingCart,
  type LucideIcon,
} from "lucide-react";
import type { ServiceSlug } from "../../../../domain/services/services";

const icons: Record<ServiceSlug, LucideIcon> = {
  "programmazione-software": Code,
  "consulenza-it": Lightbulb,
  "e-commerce": ShoppingCart,
  "siti-internet": Globe,
  "soluzioni-cloud": Cloud,
  "marketing-strategico": Megaphone,
};

/** The decorative icon of a service (same icons as the home grid). */
export function ServiceIcon({ slug, className }: { slug: ServiceSlug; className?: string }) {
  const Icon = icons[slug];
  return <Icon className={className} aria-hidden="true" />;
}
