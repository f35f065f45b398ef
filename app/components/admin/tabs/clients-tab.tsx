/** The 'Referenze' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function ClientsTab() {
  return (
    <section aria-labelledby="admin-tab-clients">
      <h2 id="admin-tab-clients" className="text-2xl font-bold text-slate-900">
        Referenze
      </h2>
    </section>
  );
}
