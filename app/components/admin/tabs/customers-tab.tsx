/** The 'Clienti' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function CustomersTab() {
  return (
    <section aria-labelledby="admin-tab-customers">
      <h2 id="admin-tab-customers" className="text-2xl font-bold text-slate-900">
        Clienti
      </h2>
    </section>
  );
}
