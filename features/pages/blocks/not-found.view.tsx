import { Link } from "react-router";
import type { NotFoundData } from "./not-found-defaults";

const linkClass =
  "inline-block rounded-lg border border-slate-300 px-5 py-2 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700";

/** The 404 message: the page's only h1 and the links to start again from. */
export function NotFoundView({ data }: { id: string; data: NotFoundData }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-32 text-center">
      {data.code ? (
        <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
          {data.code}
        </p>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{data.title}</h1>
      {data.text ? <p className="mt-4 text-slate-600">{data.text}</p> : null}
      {data.links.length > 0 ? (
        <nav aria-label={data.linksLabel} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-3">
            {data.links.map((link, index) => (
              <li key={index}>
                {link.to.startsWith("/") ? (
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.to} className={linkClass}>
                    {link.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
