/** The 'Blog' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function BlogTab() {
  return (
    <section aria-labelledby="admin-tab-blog">
      <h2 id="admin-tab-blog" className="text-2xl font-bold text-slate-900">
        Blog
      </h2>
    </section>
  );
}
