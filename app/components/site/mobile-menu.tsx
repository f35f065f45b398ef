import { Dialog } from "radix-ui";
import { NavLink } from "react-router";
import { clsx as cn } from "clsx";
import { LogoMark } from "./logo";
import { MenuCloseButton, MenuSheet, useCloseWhenWide } from "./menu-dialog-parts";
import { customerArea, infoLinks, mainNav, solutionLinks, type NavItem } from "./navbar-links";
import { SocialLinks } from "./social-links";
import { useSiteSettings } from "./legal/use-site-settings";
import { socialProfiles } from "#features/settings/site-settings";

type Props = {
  brand: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The side menu of screens under 1024 px: main menu, Soluzioni, Informazioni, social links.
 * Loaded by MobileMenuButton when first opened.
 */
export default function MobileMenu({ brand, open, onOpenChange }: Props) {
  const close = () => onOpenChange(false);
  const settings = useSiteSettings();

  // From 1024 px the bar shows every entry: a menu left open by resizing closes itself.
  useCloseWhenWide(open, onOpenChange);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <MenuSheet className="right-0 w-[min(22rem,100%)]">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-9" />
            <Dialog.Title className="text-lg font-bold text-slate-900">Menu</Dialog.Title>
          </div>
          <MenuCloseButton />
        </div>

        <div className="flex-1 space-y-6 px-5 py-5">
          <MenuGroup
            label="Menu principale"
            items={[...mainNav, customerArea]}
            onNavigate={close}
            large
          />
          <MenuGroup label="Soluzioni" items={solutionLinks} onNavigate={close} />
          <MenuGroup label="Informazioni" items={infoLinks} onNavigate={close} />
        </div>

        {socialProfiles(settings).length > 0 ? (
          <div className="border-t border-slate-200 px-5 py-5">
            <p className="text-sm font-semibold text-slate-700">Seguici</p>
            <SocialLinks settings={settings} brand={brand} className="mt-2" tone="light" />
          </div>
        ) : null}
      </MenuSheet>
    </Dialog.Root>
  );
}

function MenuGroup({
  label,
  items,
  onNavigate,
  large = false,
}: {
  label: string;
  items: NavItem[];
  onNavigate: () => void;
  large?: boolean;
}) {
  const id = `menu-group-${label.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
        {label}
      </h2>
      <ul className="mt-2 space-y-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === "/"}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "block rounded-lg px-3 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-brand-700",
                  large ? "text-base" : "text-sm",
                  isActive
                    ? "bg-brand-50 font-semibold text-brand-700"
                    : "text-slate-800 hover:bg-slate-100",
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
