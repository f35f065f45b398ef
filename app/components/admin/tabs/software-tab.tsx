/** The 'Software' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function SoftwareTab() {
  return (
    <section aria-labelledby="admin-tab-software">
      <h2 id="admin-tab-software" className="text-2xl font-bold text-slate-900">
        Software
      </h2>
    </section>
  );
}
