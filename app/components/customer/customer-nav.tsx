import { Link } from "react-router";
import { Bell, Headset, LayoutDashboard, LogOut, Package, UserRound } from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";
import { customerSections, sectionHref, type CustomerSectionId } from "#kit/lib/customer-format";

const icons: Record<CustomerSectionId, typeof Bell> = {
  panoramica: LayoutDashboard,
  servizi: Package,
  "dati-personali": UserRound,
  supporto: Headset,
  comunicazioni: Bell,
};

type Props = {
  active: CustomerSectionId;
  unread: number;
  onNavigate?: () => void;
  onLogout: () => void;
  leaving: boolean;
};

const itemClasses =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-ring focus-visible:outline-brand-700";

/** The dashboard's sections and Logout (the sidebar and the mobile menu). */
export function CustomerNav({ active, unread, onNavigate, onLogout, leaving }: Props) {
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Sezioni dell'area clienti" className="flex-1">
        <ul className="grid gap-1">
          {customerSections.map((section) => {
            const icon = icons[section.id];
            const current = section.id === active;
            return (
              <li key={section.id}>
                <Link
                  to={sectionHref(section.id)}
                  onClick={onNavigate}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    itemClasses,
                    current
                      ? "bg-brand-700 text-white"
                      : "text-slate-700 hover:bg-brand-50 hover:text-brand-800",
                  )}
                >
                  <Icon node={icon} className="size-5 shrink-0" />
                  <span className="flex-1">{section.label}</span>
                  {section.id === "comunicazioni" && unread > 0 ? (
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-bold",
                        current ? "bg-white text-brand-800" : "bg-red-700 text-white",
                      )}
                    >
                      {unread}
                      <span className="sr-only"> da leggere</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <button
          type="button"
          onClick={onLogout}
          disabled={leaving}
          className={cn(
            itemClasses,
            "text-slate-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-60",
          )}
        >
          <Icon node={LogOut} className="size-5 shrink-0" />
          Logout
        </button>
      </div>
    </div>
  );
}
