import { createContext, useContext } from "react";
import type { AdminUser } from "#features/auth/auth.schema";

/**
 * The signed-in back-office user of the page (from the loader's server session), for the parts
 * that show only what the role may use (decision 030). Provided by AdminFrame.
 */
export const AdminUserContext = createContext<AdminUser | null>(null);

/** The role of the signed-in user ("" outside the admin frame: nothing is allowed). */
export const useAdminRole = () => useContext(AdminUserContext)?.role ?? "";

/** The signed-in user, or null outside the admin frame. */
export const useAdminUser = () => useContext(AdminUserContext);
