/** The 'Assegnazione Servizi' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function ServiceAssignmentsTab() {
  return (
    <section aria-labelledby="admin-tab-service-assignments">
      <h2 id="admin-tab-service-assignments" className="text-2xl font-bold text-slate-900">
        Assegnazione Servizi
      </h2>
    </section>
  );
}
