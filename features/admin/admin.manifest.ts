import { LayoutDashboard } from "lucide";
import { defineEntity } from "#features/shared/entity-manifest";

/** The dashboard, one's own credentials and the API reference (decision 055). */
export const adminManifest = defineEntity({
  id: "admin",
  areas: { dashboard: "everyone", api: "admin" },
  tabs: [
    {
      id: "dashboard",
      label: "Dashboard",
      icon: LayoutDashboard,
      group: "home",
      api: "/dashboard",
      component: { file: "/app/components/admin/tabs/dashboard-tab.tsx", name: "DashboardTab" },
    },
  ],
  activity: {
    dashboard: { label: "Dashboard" },
    credentials: {
      label: "Credenziali",
      fields: {
        username: "Nome utente",
        newPassword: "Nuova password",
        currentPassword: "Password attuale",
      },
    },
  },
});
