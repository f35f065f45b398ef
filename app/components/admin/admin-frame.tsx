import { useEffect, type ReactNode } from "react";
import { storeAdminUser } from "#features/auth/admin/admin-session";
import { useSidebarCollapsed } from "#kit/lib/admin-sidebar-state";
import type { AdminUser } from "#features/auth/auth.schema";
import { AdminQueryProvider } from "./admin-query-provider";
import { AdminSidebar } from "./admin-sidebar";
import { AdminUserContext } from "#features/auth/admin/admin-user-context";

type Props = {
  /** The admin from the page loader (the server session), shown in the sidebar. */
  admin: AdminUser;
  activeTab: string | null;
  /** The page's h1. */
  title: string;
  children?: ReactNode;
};

/**
 * The frame of every admin page: skip link, collapsible sidebar and the main area with the
 * page title, all inside the AdminQueryProvider. The public site shell is not drawn here.
 */
export function AdminFrame({ admin, activeTab, title, children }: Props) {
  const [collapsed, toggle] = useSidebarCollapsed();

  // The server session is the truth; the stored user is kept in step for display.
  useEffect(() => storeAdminUser(admin), [admin]);

  return (
    <AdminUserContext.Provider value={admin}>
      <AdminQueryProvider admin={admin}>
        <a href="#admin-main" className="skip-link">
          Vai al contenuto principale
        </a>
        <div className="flex min-h-screen bg-slate-50">
          <AdminSidebar
            admin={admin}
            activeTab={activeTab}
            collapsed={collapsed}
            onToggle={toggle}
          />
          <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            <div className="border-b border-slate-200 bg-white px-4 py-4 sm:px-8">
              <h1 className="text-xl font-bold text-slate-900">{title}</h1>
            </div>
            <div className="px-4 py-6 sm:px-8 sm:py-8">{children}</div>
          </main>
        </div>
      </AdminQueryProvider>
    </AdminUserContext.Provider>
  );
}
