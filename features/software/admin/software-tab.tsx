import { SoftwareManager } from "./software-manager";

/** The 'Software' tab of the admin panel (registered in the admin tabs). */
export function SoftwareTab() {
  return <SoftwareManager asTab />;
}
