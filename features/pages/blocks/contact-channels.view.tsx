import { Link } from "react-router";
import { Icon } from "#kit/ui/icon";
import { useRootData } from "#features/settings/root-data";
import { companyPhones, siteSettingDefaults, telHref } from "#features/settings/site-settings";
import { PageSection } from "#features/shared/site/section-heading";
import type { PreparedData } from "./block-catalog";

const linkClass =
  "font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline focus-ring focus-visible:outline-brand-700";

type Channel = PreparedData<"contact-channels">["channels"][number];

function ChannelContact({ channel }: { channel: Channel }) {
  const settings = useRootData()?.settings ?? siteSettingDefaults;
  if (channel.contact === "phones") {
    return (
      <span className="flex flex-col gap-1">
        {companyPhones(settings).map((phone) => (
          <a key={phone} href={telHref(phone)} className={linkClass}>
            {phone}
          </a>
        ))}
      </span>
    );
  }
  if (channel.contact === "email") {
    return (
      <a href={`mailto:${settings.email}`} className={linkClass}>
        {settings.email}
      </a>
    );
  }
  if (!channel.linkTo || !channel.linkLabel) return null;
  return channel.linkTo.startsWith("/") ? (
    <Link to={channel.linkTo} className={linkClass}>
      {channel.linkLabel}
    </Link>
  ) : (
    <a href={channel.linkTo} className={linkClass}>
      {channel.linkLabel}
    </a>
  );
}

export function ContactChannelsView({
  id,
  data,
}: {
  id: string;
  data: PreparedData<"contact-channels">;
}) {
  return (
    <PageSection
      id={`${id}-title`}
      eyebrow={data.eyebrow ?? undefined}
      title={data.title}
      lead={data.lead ?? undefined}
      tone={data.tone}
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.channels.map((channel, index) => (
          <li
            key={index}
            className="flex flex-col rounded-2xl border border-slate-200 p-7 shadow-sm"
          >
            <span className="icon-tile">
              {channel.icon ? <Icon node={channel.icon} className="size-6" /> : null}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{channel.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{channel.text}</p>
            <div className="mt-4">
              <ChannelContact channel={channel} />
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
