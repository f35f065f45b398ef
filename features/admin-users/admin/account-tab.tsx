import { AdminTabSection } from "#app/components/admin/shared/tab-parts";
import { CredentialsCard } from "#features/settings/admin/credentials-card";

/**
 * 'Il mio account' (every role, decision 030): one's own username and password, the same card
 * as in Impostazioni (PUT /api/admin/credentials, area "account").
 */
export function AccountTab() {
  return (
    <AdminTabSection
      tabId="account"
      gap="8"
      title="Il mio account"
      description="Il nome utente e la password con cui accedi al pannello."
    >
      <CredentialsCard />
    </AdminTabSection>
  );
}
