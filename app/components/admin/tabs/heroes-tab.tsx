/** The 'Hero Variants' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function HeroesTab() {
  return (
    <section aria-labelledby="admin-tab-heroes">
      <h2 id="admin-tab-heroes" className="text-2xl font-bold text-slate-900">
        Hero Variants
      </h2>
    </section>
  );
}
