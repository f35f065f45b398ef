import type { IconNode } from "lucide";
import { Icon } from "#kit/ui/icon";
import { clsx as cn } from "clsx";
import {
  socialProfiles,
  type SiteSettings,
  type SocialProfileKey,
} from "#features/settings/site-settings";

/**
 * The outlines of the four networks' marks: Lucide no longer draws brands, so they are here, in
 * Lucide's style and format.
 */
const socialIcons: Record<SocialProfileKey, IconNode> = {
  social_linkedin: [
    ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" }],
    ["rect", { width: "4", height: "12", x: "2", y: "9" }],
    ["circle", { cx: "4", cy: "4", r: "2" }],
  ],
  social_twitter: [
    [
      "path",
      {
        d: "M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z",
      },
    ],
  ],
  social_instagram: [
    ["rect", { width: "20", height: "20", x: "2", y: "2", rx: "5" }],
    ["circle", { cx: "12", cy: "12", r: "4" }],
    ["path", { d: "M17.5 6.5h.01" }],
  ],
  social_facebook: [
    ["path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" }],
  ],
};

/**
 * A row of links to the company's social profiles set in Impostazioni, each with an accessible
 * name ("{brand} su LinkedIn"); a profile left empty is not shown, and with none the list is
 * not drawn at all.
 */
export function SocialLinks({
  settings,
  brand,
  className,
  tone,
}: {
  settings: SiteSettings;
  brand: string;
  className?: string;
  /** On the dark footer or on a light panel (app.css: .round-link-dark, .round-link-light). */
  tone: "dark" | "light";
}) {
  const profiles = socialProfiles(settings);
  if (profiles.length === 0) return null;
  return (
    <ul className={cn("flex items-center gap-2", className)}>
      {profiles.map((social) => (
        <li key={social.key}>
          <a
            href={social.href}
            rel="me noopener"
            aria-label={`${brand} su ${social.name}`}
            className={`round-link round-link-${tone}`}
          >
            <Icon node={socialIcons[social.key]} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
