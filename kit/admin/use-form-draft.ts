import { createContext, use, useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useUnsavedEdit } from "#kit/lib/unsaved-edits";

/**
 * Who is signed in ("admin:1", "customer:7"), provided by the panel's and the customer area's
 * query provider: drafts are kept per person, so one never sees another's.
 */
export const DraftOwnerContext = createContext<string | null>(null);

/** Milliseconds of quiet typing before the draft is written. */
export const DRAFT_DELAY_MS = 400;
/** Drafts older than this are dropped instead of offered. */
const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type StoredDraft = { savedAt: string; values: Record<string, unknown> };

/** The localStorage key of a form's draft: form, item id ("new" to create) and person. */
export const draftKey = (owner: string, form: string) => `draft:${owner}:${form}`;

export function readDraft(key: string, now = Date.now()): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    const savedAt = Date.parse(draft.savedAt ?? "");
    const valid =
      typeof draft.values === "object" && draft.values !== null && Number.isFinite(savedAt);
    if (valid && now - savedAt <= DRAFT_MAX_AGE_MS) return draft as StoredDraft;
    localStorage.removeItem(key);
  } catch {
    // Unreadable or unavailable storage: no draft.
  }
  return null;
}

function writeDraft(key: string, values: FieldValues) {
  try {
    const draft: StoredDraft = { savedAt: new Date().toISOString(), values };
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the form still works, without a draft.
  }
}

function removeDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

/** The stored values of the form's own fields, over its default values. */
export function valuesToRestore<V extends FieldValues>(
  defaults: V,
  stored: Record<string, unknown>,
): V {
  const values: Record<string, unknown> = { ...defaults };
  for (const name of Object.keys(defaults)) if (name in stored) values[name] = stored[name];
  return values as V;
}

/** What a form shows and does about its draft (`DraftOffer` draws it). */
export type FormDraft = {
  /** When the draft found at opening was written; null when none is offered. */
  offeredAt: Date | null;
  /** Puts the draft's values in the form (they count as changes) and keeps the draft. */
  restore: () => void;
  /** Deletes the draft ('Scarta'). */
  discard: () => void;
  /** Deletes the draft after a successful save. */
  clear: () => void;
};

/**
 * A local draft of a long form (decision 025): while the person types, the values are written to
 * localStorage (debounced, and at once when the page is hidden or the form closes) under the
 * form's name, the item's id and the signed-in person; when the form opens again after a crash,
 * a reload or a closed tab, the draft is offered ('Ripristina' / 'Scarta'). A form back at its
 * starting values has no draft. While an offer waits for an answer nothing is written over it.
 *
 *   const draft = useFormDraft(form, `blog:${post?.id ?? "new"}`);
 *
 * `name` null keeps no draft. Rich text is a form value like any other, so it comes back too.
 */
export function useFormDraft<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  name: string | null,
): FormDraft {
  const owner = use(DraftOwnerContext);
  const key = owner && name ? draftKey(owner, name) : null;
  // Read when the form appears (forms that keep drafts are drawn in the browser only), and again
  // for another item.
  const [found, setFound] = useState(() => ({ key, draft: key ? readDraft(key) : null }));
  if (found.key !== key) setFound({ key, draft: key ? readDraft(key) : null });
  const offer = found.draft;
  const waiting = useRef(offer !== null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    waiting.current = offer !== null;
  }, [offer]);
  const dirty = form.formState.isDirty;
  useUnsavedEdit(dirty);

  /** The form as its last change left it (`form.formState` is the last render's). */
  const latest = useRef<{ isDirty: boolean; values: FieldValues }>({ isDirty: false, values: {} });

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!key || waiting.current) return;
    if (latest.current.isDirty) writeDraft(key, latest.current.values);
    else removeDraft(key);
  }, [key]);

  useEffect(() => {
    if (!key) return;
    const schedule = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(save, DRAFT_DELAY_MS);
    };
    const flush = () => {
      if (timer.current !== undefined) save();
    };
    const unsubscribe = form.subscribe({
      formState: { isDirty: true, values: true },
      callback: ({ isDirty, values }) => {
        latest.current = { isDirty: Boolean(isDirty), values };
        schedule();
      },
    });
    window.addEventListener("pagehide", flush);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, key, save]);

  const answered = () => {
    waiting.current = false;
    setFound({ key, draft: null });
  };

  return {
    offeredAt: offer ? new Date(offer.savedAt) : null,
    restore: () => {
      if (!offer) return;
      answered();
      const defaults = (form.formState.defaultValues ?? {}) as V;
      form.reset(valuesToRestore(defaults, offer.values), { keepDefaultValues: true });
    },
    discard: () => {
      if (key) removeDraft(key);
      answered();
      // What was typed while the offer waited becomes the draft now.
      save();
    },
    clear: () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      if (key) removeDraft(key);
      answered();
    },
  };
}
