import { AdminTabSection } from "#kit/admin/tab-parts";
import { CredentialsCard } from "#features/settings/admin/credentials-card";
import { SettingsCard } from "#features/settings/admin/settings-cards";
import { TwoFactorSettings } from "#features/auth/two-factor/site/two-factor-settings";

/**
 * 'Il mio account' (every role, decision 030): one's own username and password (PUT
 * /api/admin/credentials) and two-factor login (decision 031; the Amministratore also decides
 * whether every back-office user must use it), all in area "account".
 */
export function AccountTab() {
  return (
    <AdminTabSection
      gap="8"
      description="Il nome utente, la password e la verifica in due passaggi con cui accedi al pannello."
    >
      <CredentialsCard />
      <SettingsCard
        id="settings-security"
        title="Sicurezza"
        intro="Verifica in due passaggi (TOTP): oltre alla password, all'accesso viene chiesto il codice di un'app di autenticazione."
      >
        <TwoFactorSettings kind="admin" />
      </SettingsCard>
    </AdminTabSection>
  );
}
