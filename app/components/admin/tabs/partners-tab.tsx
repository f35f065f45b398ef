/** The 'Partner Certificati' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function PartnersTab() {
  return (
    <section aria-labelledby="admin-tab-partners">
      <h2 id="admin-tab-partners" className="text-2xl font-bold text-slate-900">
        Partner Certificati
      </h2>
    </section>
  );
}
