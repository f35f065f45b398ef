import { Cloud, Code, Globe, Lightbulb, Megaphone, ShoppingCart, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { ServiceSlug } from "../services";

const icons: Record<ServiceSlug, IconNode> = {
  "programmazione-software": Code,
  "consulenza-it": Lightbulb,
  "e-commerce": ShoppingCart,
  "siti-internet": Globe,
  "soluzioni-cloud": Cloud,
  "marketing-strategico": Megaphone,
};

/** The decorative icon of a service (same icons as the home grid). */
export function ServiceIcon({ slug, className }: { slug: ServiceSlug; className?: string }) {
  const icon = icons[slug];
  return <Icon node={icon} className={className} />;
}
