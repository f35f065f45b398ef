import { useEffect } from "react";

/**
 * What the person is editing right now and has not saved: a dialog whose form changed, a
 * draft-keeping form with changes. The session handling asks it before it leaves the page
 * (kit/admin/session-query-provider.tsx): with something unsaved on screen an
 * expired session is renewed in place instead of sending the person to the login page.
 */
const edits = new Set<symbol>();

/** True while any mounted form has unsaved changes. */
export const hasUnsavedEdits = () => edits.size > 0;

/** Counts one more unsaved edit; the returned function removes it. */
export function markUnsavedEdit() {
  const token = Symbol("unsaved edit");
  edits.add(token);
  return () => {
    edits.delete(token);
  };
}

/** Counts this component's form among the unsaved edits while `unsaved` is true. */
export function useUnsavedEdit(unsaved: boolean) {
  useEffect(() => (unsaved ? markUnsavedEdit() : undefined), [unsaved]);
}
