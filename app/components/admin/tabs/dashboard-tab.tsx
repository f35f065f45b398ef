import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Building2, FileText, Mail, Newspaper, Plus, Settings, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import { getJson } from "#kit/lib/api";
import { blogCategoryLabel } from "#features/blog/blog-categories";
import { PostStatusBadge } from "#features/blog/admin/post-status-badge";
import type { AdminDashboard } from "#features/admin/dashboard.server";
import { adminDashboardQueryKey, adminTabHref } from "#features/admin/admin-tab-href";
import { DashboardPanel, StatCard } from "./dashboard-parts";
import { AttentionPanel } from "./attention-panel";
import { AdminTabSection, QueryStatus } from "#kit/admin/tab-parts";
import { useAdminRole } from "#features/auth/admin/admin-user-context";
import { roleMay, type AdminArea } from "#features/admin-users/admin-roles";

/** The counters, each shown to the roles that may use its area. */
const statCards: {
  id: keyof AdminDashboard["counts"];
  label: string;
  icon: IconNode;
  area: AdminArea;
}[] = [
  { id: "blogPosts", label: "Articoli del blog", icon: Newspaper, area: "blog" },
  { id: "clients", label: "Clienti", icon: Building2, area: "clients" },
  { id: "contacts", label: "Messaggi di contatto", icon: Mail, area: "contacts" },
  { id: "publishedPosts", label: "Articoli pubblicati", icon: FileText, area: "blog" },
];

const quickActions: { label: string; href: string; icon: IconNode; area: AdminArea }[] = [
  { label: "Nuovo articolo", href: adminTabHref("blog", { new: "1" }), icon: Plus, area: "blog" },
  {
    label: "Nuovo cliente",
    href: adminTabHref("clients", { new: "1" }),
    icon: Building2,
    area: "clients",
  },
  { label: "Impostazioni", href: adminTabHref("settings"), icon: Settings, area: "settings" },
  { label: "Messaggi", href: adminTabHref("contacts"), icon: Mail, area: "contacts" },
];

/** The latest articles and contacts, each panel shown to the roles that may use its area. */
const latestPanels: {
  area: AdminArea;
  title: string;
  empty: string;
  testId: string;
  items: (data: AdminDashboard) => ReactNode[];
}[] = [
  {
    area: "blog",
    title: "Ultimi articoli",
    empty: "Nessun articolo presente.",
    testId: "latest-posts",
    items: (data) => data.latestPosts.map((post) => <LatestPost key={post.id} post={post} />),
  },
  {
    area: "contacts",
    title: "Ultimi contatti",
    empty: "Nessun messaggio ricevuto.",
    testId: "latest-contacts",
    items: (data) =>
      data.latestContacts.map((contact) => <LatestContact key={contact.id} contact={contact} />),
  },
];

function LatestPost({ post }: { post: AdminDashboard["latestPosts"][number] }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{post.title}</p>
        <p className="text-sm text-slate-700">{blogCategoryLabel(post.category)}</p>
      </div>
      <span className="shrink-0">
        <PostStatusBadge post={post} />
      </span>
    </li>
  );
}

function LatestContact({ contact }: { contact: AdminDashboard["latestContacts"][number] }) {
  return (
    <li className="py-3">
      <p className="font-semibold text-slate-900">
        {contact.name}
        {contact.company ? (
          <span className="font-normal text-slate-700"> · {contact.company}</span>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-slate-700">{contact.message}</p>
    </li>
  );
}

/**
 * The dashboard tab: what needs attention (each counter links to its filtered list), counters,
 * latest articles and contacts, quick actions.
 */
export function DashboardTab() {
  const query = useQuery({
    queryKey: adminDashboardQueryKey,
    queryFn: () => getJson<AdminDashboard>("/api/admin/dashboard"),
  });
  const data = query.data;
  const role = useAdminRole();
  const may = (area: AdminArea) => roleMay(role, area);
  const actions = quickActions.filter((action) => may(action.area));

  return (
    <AdminTabSection
      gap="8"
      description="I numeri del sito e le ultime novità arrivate dal blog e dai contatti."
    >
      <AttentionPanel />

      <QueryStatus
        query={query}
        errorText="Impossibile caricare i dati della dashboard. Ricarica la pagina tra qualche istante."
      />

      {data ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Riepilogo">
            {statCards
              .filter((card) => may(card.area))
              .map(({ id, label, icon }) => (
                <StatCard key={id} id={id} label={label} value={data.counts[id]} icon={icon} />
              ))}
          </ul>

          <div className="grid gap-6 lg:grid-cols-2">
            {latestPanels
              .filter((panel) => may(panel.area))
              .map(({ area, items, ...panel }) => (
                <DashboardPanel key={area} {...panel}>
                  {items(data)}
                </DashboardPanel>
              ))}
          </div>
        </>
      ) : null}

      <section aria-labelledby="admin-quick-actions">
        <h3 id="admin-quick-actions" className="text-lg font-bold text-slate-900">
          Azioni rapide
        </h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {actions.map(({ label, href, icon }) => (
            <li key={label}>
              <Link
                to={href}
                className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:text-brand-700 focus-ring focus-visible:outline-brand-700"
              >
                <Icon node={icon} className="size-5 text-brand-700" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AdminTabSection>
  );
}
