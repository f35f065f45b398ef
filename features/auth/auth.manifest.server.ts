import { defineServerEntity } from "#features/shared/entity-manifest.server";
import { none, subject } from "#features/personal-data/personal-data-tables";
import * as authTables from "./auth.table";
import * as twoFactorTables from "./two-factor/two-factor.table";
import * as trustedDeviceTables from "./trusted-device/trusted-device.table";
import { customerPasswordRoutes } from "./api/customer-password";
import { twoFactorAccountRoutes } from "./two-factor/api/two-factor";

/**
 * Sessions, passwords, two-step verification and trusted devices of both areas (decision 055).
 * The login routes themselves open the admin and customer APIs (server/api/admin, customer).
 */
export const authServer = defineServerEntity({
  id: "auth",
  tables: { ...authTables, ...twoFactorTables, ...trustedDeviceTables },
  public: { "/customer-password": { routes: customerPasswordRoutes } },
  admin: {
    "/two-factor": { area: "account", routes: (deps) => twoFactorAccountRoutes(deps, "admin") },
  },
  customer: {
    "/two-factor": (deps) => twoFactorAccountRoutes(deps, "customer"),
  },
  logged: { "two-factor": { sent: ["required", "password", "code"] } },
  personalData: {
    sessions: subject("sessioni"),
    password_reset_tokens: subject("reimpostazioni-password"),
    admin_users: none("Account del personale dell'azienda, non dei clienti o dei mittenti."),
    two_factor_secrets: none(
      "Credenziali di accesso (segreto TOTP): non si esportano, come la password; la cancellazione le elimina con l'account.",
    ),
    two_factor_recovery_codes: none(
      "Credenziali di accesso (impronte dei codici di recupero): non si esportano; la cancellazione le elimina con l'account.",
    ),
    two_factor_challenges: none(
      "Accessi a metà della durata di cinque minuti, senza dati della persona.",
    ),
    two_factor_policies: none("L'obbligo della verifica in due passaggi per tipo di account."),
  },
});
