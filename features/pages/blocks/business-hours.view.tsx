import { clsx } from "clsx";
import { Icon } from "#kit/ui/icon";
import { useRootData } from "#features/settings/root-data";
import { siteSettingDefaults } from "#features/settings/site-settings";
import type { PreparedData } from "./block-catalog";

/** Business hours and their note from the settings, beside the block's words. */
export function BusinessHoursView({
  id,
  data,
}: {
  id: string;
  data: PreparedData<"business-hours">;
}) {
  const settings = useRootData()?.settings ?? siteSettingDefaults;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(data.tone === "muted" ? "bg-slate-50" : "bg-white", "py-20 sm:py-24")}
    >
      <div className="mx-auto grid max-w-5xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          {data.eyebrow ? <p className="eyebrow">{data.eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            {data.title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{data.text}</p>
        </div>
        <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          {data.icon ? <Icon node={data.icon} className="size-8 text-brand-700" /> : null}
          <p className="mt-4 text-xl font-semibold text-slate-900">{settings.business_hours}</p>
          {settings.business_hours_note.trim() ? (
            <p className="mt-2 text-slate-700">{settings.business_hours_note}</p>
          ) : null}
          {data.footnote ? <p className="mt-4 text-sm text-slate-600">{data.footnote}</p> : null}
        </div>
      </div>
    </section>
  );
}
