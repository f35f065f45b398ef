import { SoftwareManager } from "./software-manager";

/** The 'Software' tab of the admin panel (registered in ../admin-tabs.tsx). */
export function SoftwareTab() {
  return <SoftwareManager titleId="admin-tab-software" />;
}
