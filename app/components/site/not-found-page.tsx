import { Link } from "react-router";

const links = [
  { to: "/", label: "Home" },
  { to: "/servizi", label: "Servizi" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/contatti", label: "Contatti" },
];

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-32 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Pagina non trovata</h1>
      <p className="mt-4 text-slate-600">
        La pagina che cerchi non esiste o è stata spostata. Ecco alcuni punti da cui ripartire:
      </p>
      <nav aria-label="Pagine principali" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-block rounded-lg border border-slate-300 px-5 py-2 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
