import { Fragment } from "react";
import { useRootData } from "#features/settings/root-data";
import { siteSettingDefaults } from "#features/settings/site-settings";

/** The mark a block's text may hold for the company's e-mail of Impostazioni. */
export const EMAIL_MARK = "{email}";

/** Text whose `{email}` marks become a link to the company's e-mail address (from the settings). */
export function SettingsText({ text }: { text: string }) {
  const settings = useRootData()?.settings ?? siteSettingDefaults;
  const parts = text.split(EMAIL_MARK);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <a
          href={`mailto:${settings.email}`}
          className="font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {settings.email}
        </a>
      ) : null}
      {part}
    </Fragment>
  ));
}
