/** The 'Impostazioni' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function SettingsTab() {
  return (
    <section aria-labelledby="admin-tab-settings">
      <h2 id="admin-tab-settings" className="text-2xl font-bold text-slate-900">
        Impostazioni
      </h2>
    </section>
  );
}
