import { Menu } from "lucide";
import { Icon } from "#kit/ui/icon";
import { MobileMenuContents } from "./mobile-menu-contents";

/**
 * The side menu before the page runs, and always without JavaScript (decision 053): a
 * `<details>` whose summary is the bar's menu button and whose panel opens below the bar, over
 * the page. Pressing the button again closes it; following a link loads the next page. Once the
 * page runs, the navbar draws MobileMenuButton and its dialog instead.
 */
export function MobileMenuDisclosure({ brand, className }: { brand: string; className?: string }) {
  return (
    <details className="menu-disclosure 2xl:hidden">
      <summary className={className}>
        <Icon node={Menu} className="size-6" />
        <span className="sr-only">Apri il menu</span>
      </summary>
      <div className="menu-disclosure-panel">
        <MobileMenuContents brand={brand} discover="none" />
      </div>
    </details>
  );
}
