import type { ReactNode } from "react";
import { KeyRound, type IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";

export const passwordLinkClass =
  "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700";

/** The card of /customer/login and of the two password pages: an icon, the title, the intro. */
export function PasswordPageCard({
  icon = KeyRound,
  title,
  intro,
  children,
}: {
  icon?: IconNode;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-xl sm:p-10">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
          <Icon node={icon} className="size-6" />
        </span>
        <h1 className="mt-5 text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
