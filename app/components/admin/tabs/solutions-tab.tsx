/** The 'Piattaforme' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function SolutionsTab() {
  return (
    <section aria-labelledby="admin-tab-solutions">
      <h2 id="admin-tab-solutions" className="text-2xl font-bold text-slate-900">
        Piattaforme
      </h2>
    </section>
  );
}
