import { lazy, Suspense, useState } from "react";
import { Menu } from "lucide";
import { Icon } from "#kit/ui/icon";
import { LoadingOverlay } from "#kit/ui/loading-overlay";
import { useFocusBackOnClose } from "#kit/lib/use-dialog-on-demand";

const loadMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMenu);

type Props = {
  brand: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
};

/**
 * 'Apri il menu' (under 1024 px). The side menu's code (a Radix dialog) is loaded when the
 * button is first touched, focused or pressed; focus comes back here when the menu closes.
 */
export function MobileMenuButton({ brand, open, onOpenChange, className }: Props) {
  const [mounted, setMounted] = useState(false);
  const buttonRef = useFocusBackOnClose(open);

  const preload = () => {
    loadMenu().catch(() => undefined);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Apri il menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          onOpenChange(true);
        }}
        className={className}
      >
        <Icon node={Menu} className="size-6" />
      </button>
      {mounted ? (
        <Suspense fallback={<LoadingOverlay />}>
          <MobileMenu brand={brand} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
