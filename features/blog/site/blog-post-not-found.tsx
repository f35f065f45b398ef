import { FileQuestion } from "lucide";
import { BackLink, Icon } from "#kit/ui/icon";
import { buttonClasses } from "#kit/ui/button";

/** Not found, draft, scheduled or any load error (../shared/spec/public-site.md §2 "Blog post"). */
export function BlogPostNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <Icon node={FileQuestion} className="mx-auto size-14 text-brand-700" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">Articolo non trovato</h1>
      <p className="section-lead">L'articolo che stai cercando non esiste o è stato rimosso.</p>
      <BackLink to="/blog" className={`${buttonClasses("primary", "lg")} mt-8`} size="size-5">
        Torna al Blog
      </BackLink>
    </section>
  );
}
