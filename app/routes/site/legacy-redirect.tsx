import { redirect } from "react-router";

/** Where the old software-development URLs live now (PRODUCT.md point 4). */
const legacyProgrammingTarget = "/servizi/programmazione-software";

/** /programmazione and /programmazione-software: permanent redirect to the service page. */
export function loader() {
  return redirect(legacyProgrammingTarget, 301);
}

export default function LegacyRedirect() {
  return null;
}
