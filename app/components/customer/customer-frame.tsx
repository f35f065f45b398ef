import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { LogoMark } from "../site/logo";
import { customerApi, customerKeys } from "#features/shared/customer/customer-api";
import type { CustomerSectionId } from "#kit/lib/customer-format";
import { logoutCustomer } from "#features/auth/customer/customer-session";
import { toastSuccess } from "#features/shared/customer/customer-toast";
import { CustomerMobileMenu } from "./customer-mobile-menu";
import { CustomerNav } from "./customer-nav";

type Props = {
  customer: { firstName: string; lastName: string };
  active: CustomerSectionId;
  children: ReactNode;
};

/**
 * The customer dashboard's own frame (the public shell is not drawn here): skip link, top bar
 * with the mobile menu, the sidebar from 1024 px, and the section in <main>.
 */
export function CustomerFrame({ customer, active, children }: Props) {
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const communications = useQuery({
    queryKey: customerKeys.communications,
    queryFn: customerApi.communications,
  });
  const unread = communications.data?.filter((c) => !c.isRead).length ?? 0;

  const logout = async () => {
    setLeaving(true);
    try {
      await logoutCustomer();
      toastSuccess("Disconnessione effettuata", "A presto!");
    } catch {
      // The session may already be over: the login page is the right place either way.
    }
    setMenuOpen(false);
    void navigate("/customer/login", { replace: true });
  };

  const nav = (onNavigate?: () => void) => (
    <CustomerNav
      active={active}
      unread={unread}
      onNavigate={onNavigate}
      onLogout={() => void logout()}
      leaving={leaving}
    />
  );

  return (
    <>
      <a href="#customer-main" className="skip-link">
        Vai al contenuto principale
      </a>
      <div className="min-h-screen bg-slate-50">
        <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
            <CustomerMobileMenu open={menuOpen} onOpenChange={setMenuOpen}>
              {nav(() => setMenuOpen(false))}
            </CustomerMobileMenu>
            <Link
              to="/"
              className="flex items-center gap-2 rounded-lg font-bold text-slate-900 focus-ring focus-visible:outline-brand-700"
            >
              <LogoMark className="size-8" />
              <span className="hidden sm:inline">Area Clienti</span>
              <span className="sr-only sm:hidden">Torna al sito</span>
            </Link>
            <p className="ml-auto truncate text-sm text-slate-700">
              <span className="sr-only">Accesso effettuato come </span>
              {customer.firstName} {customer.lastName}
            </p>
          </div>
        </header>
        <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:py-10">
          <aside
            aria-label="Menu dell'area clienti"
            className="sticky top-24 hidden h-[calc(100vh-8rem)] w-64 shrink-0 lg:block"
          >
            {nav()}
          </aside>
          <main id="customer-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            {children}
          </main>
        </div>
      </div>
    </>
  );
}
