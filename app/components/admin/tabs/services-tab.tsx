/** The 'Servizi' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function ServicesTab() {
  return (
    <section aria-labelledby="admin-tab-services">
      <h2 id="admin-tab-services" className="text-2xl font-bold text-slate-900">
        Servizi
      </h2>
    </section>
  );
}
