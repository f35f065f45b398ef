/** The 'Contatti' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function ContactsTab() {
  return (
    <section aria-labelledby="admin-tab-contacts">
      <h2 id="admin-tab-contacts" className="text-2xl font-bold text-slate-900">
        Contatti
      </h2>
    </section>
  );
}
