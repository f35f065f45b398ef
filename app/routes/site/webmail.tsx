import { Mail } from "lucide";
import { Icon } from "#kit/ui/icon";
import type { Route } from "./+types/webmail";
import { pageMeta } from "#features/seo/route-meta";
import { webmailPages } from "#features/seo/page-meta/webmail";
import { WebmailForm } from "#app/components/site/customer-area/webmail-form";

export const meta: Route.MetaFunction = pageMeta(webmailPages);

/** WEBMAIL_URL: where the form posts (null when the provider is not configured). */
export function loader({ context }: Route.LoaderArgs) {
  return { webmailUrl: context.env.webmailUrl };
}

/** /webmail (../shared/spec/back-office.md §2 "Webmail login"). */
export default function Webmail({ loaderData }: Route.ComponentProps) {
  return (
    <section
      aria-labelledby="webmail-title"
      className="bg-linear-to-b from-brand-50 to-white px-4 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-md text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
          <Icon node={Mail} className="size-6" />
        </span>
        <h1 id="webmail-title" className="mt-5 text-3xl font-bold text-slate-900">
          Webmail
        </h1>
        <p className="mt-2 text-slate-700">La tua posta aziendale, da qualsiasi browser.</p>
      </div>
      <div className="mt-8">
        <WebmailForm webmailUrl={loaderData.webmailUrl} />
      </div>
    </section>
  );
}
