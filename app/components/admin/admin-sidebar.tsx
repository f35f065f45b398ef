import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { ExternalLink, LogOut, PanelLeftClose, PanelLeftOpen } from "lucide";
import { Icon } from "#kit/ui/icon";
import { cn } from "#kit/ui/cn";
import { logoutAdmin } from "#features/auth/admin/admin-session";
import type { AdminUser } from "#features/auth/auth.schema";
import { adminRoleLabel } from "#features/admin-users/admin-roles";
import { adminTabGroups, adminTabsFor, type AdminTab } from "./admin-tabs";
import { adminTabHref } from "#features/admin/admin-tab-href";
import { AttentionBadge } from "./attention-badge";
import { useAttention } from "#features/admin/use-attention";

type Props = {
  admin: AdminUser;
  /** The highlighted view, or null on pages that are not a tab (e.g. /admin/software). */
  activeTab: string | null;
  collapsed: boolean;
  onToggle: () => void;
};

// Compact rows (24 px, the size of a target). With 26 views the menu scrolls at 1440 × 900;
// Logout stays in view below it.
const itemClasses =
  "flex items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors focus-ring focus-visible:outline-white";

/** The panel's sidebar: title, signed-in admin, the views, 'Vai al sito' and Logout. */
export function AdminSidebar({ admin, activeTab, collapsed, onToggle }: Props) {
  const navId = useId();
  const navigate = useNavigate();
  const tabs = adminTabsFor(admin.role);
  const shownName = admin.name || admin.username;
  const attention = useAttention().data;
  const label = (text: string) => (
    <span className={collapsed ? "sr-only" : "sr-only md:not-sr-only md:truncate"}>{text}</span>
  );

  const logout = async () => {
    try {
      await logoutAdmin();
    } finally {
      void navigate("/admin/login", { replace: true });
    }
  };

  const renderTab = (tab: AdminTab) => {
    const icon = tab.icon;
    const active = tab.id === activeTab;
    return (
      <li key={tab.id}>
        <Link
          to={adminTabHref(tab.id)}
          aria-current={active ? "page" : undefined}
          title={collapsed ? tab.label : undefined}
          data-testid={`admin-tab-link-${tab.id}`}
          className={cn(
            itemClasses,
            "relative min-h-6",
            active
              ? "bg-brand-700 text-white"
              : "text-slate-200 hover:bg-slate-800 hover:text-white",
          )}
        >
          <Icon node={icon} className="size-5 shrink-0" />
          {label(tab.label)}
          <AttentionBadge tabId={tab.id} counts={attention} collapsed={collapsed} />
        </Link>
      </li>
    );
  };

  return (
    <aside
      aria-label="Menu di amministrazione"
      data-testid="admin-sidebar"
      data-collapsed={collapsed ? "true" : "false"}
      className={cn(
        "sticky top-0 flex h-screen shrink-0 flex-col bg-slate-900 text-white transition-[width]",
        collapsed ? "w-16" : "w-16 md:w-64",
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-700 p-2">
        <p className={cn("pl-1 text-lg font-bold", collapsed ? "sr-only" : "hidden md:block")}>
          Admin
        </p>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls={navId}
          aria-label={collapsed ? "Espandi il menu" : "Comprimi il menu"}
          className="hidden size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white md:inline-flex"
        >
          {collapsed ? (
            <Icon node={PanelLeftOpen} className="size-5" />
          ) : (
            <Icon node={PanelLeftClose} className="size-5" />
          )}
        </button>
      </div>

      <div
        className="flex items-center gap-3 border-b border-slate-700 px-3 py-2"
        data-testid="admin-user"
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold uppercase"
        >
          {shownName.slice(0, 1)}
        </span>
        <p className={cn("min-w-0", collapsed ? "sr-only" : "sr-only md:not-sr-only")}>
          <span className="block truncate font-semibold">{shownName}</span>
          <span className="block text-xs text-slate-300" data-testid="admin-role">
            {adminRoleLabel(admin.role)}
          </span>
        </p>
      </div>

      <nav
        id={navId}
        aria-label="Sezioni del pannello"
        className="flex-1 overflow-y-auto px-2 py-1"
      >
        {Object.entries(adminTabGroups).map(([group, heading]) => {
          const shown = tabs.filter((t) => t.group === group);
          if (shown.length === 0) return null;
          const headingId = `${navId}-${group}`;
          return (
            <div key={group} className={heading ? "mt-1.5" : undefined}>
              {heading ? (
                <p
                  id={headingId}
                  className={cn(
                    "mb-0.5 px-3 text-xs font-semibold tracking-wide text-slate-300 uppercase",
                    collapsed ? "sr-only" : "sr-only md:not-sr-only md:block",
                  )}
                >
                  {heading}
                </p>
              ) : null}
              <ul
                aria-labelledby={heading ? headingId : undefined}
                className={cn(
                  "grid gap-0.5",
                  heading && "border-t border-slate-700 pt-1 md:border-t-0 md:pt-0",
                )}
              >
                {shown.map(renderTab)}
              </ul>
            </div>
          );
        })}
      </nav>

      <div className="grid gap-1 border-t border-slate-700 p-2">
        <a
          href="/"
          title={collapsed ? "Vai al sito" : undefined}
          className={cn(itemClasses, "min-h-8 text-slate-200 hover:bg-slate-800 hover:text-white")}
        >
          <Icon node={ExternalLink} className="size-5 shrink-0" />
          {label("Vai al sito")}
        </a>
        <button
          type="button"
          onClick={() => void logout()}
          title={collapsed ? "Logout" : undefined}
          className={cn(
            itemClasses,
            "min-h-8 text-left text-slate-200 hover:bg-red-800 hover:text-white",
          )}
        >
          <Icon node={LogOut} className="size-5 shrink-0" />
          {label("Logout")}
        </button>
      </div>
    </aside>
  );
}
