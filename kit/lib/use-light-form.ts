import { useCallback, useRef, useState, type FormEvent } from "react";
import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from "react-hook-form";
import type { FormOutcome } from "./form-outcome";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Options<T extends FieldValues, TOutput> = {
  defaultValues: T;
  /** A react-hook-form resolver (only its type comes from react-hook-form). */
  resolver: Resolver<T, unknown, TOutput>;
  /**
   * The page action's answer to the same form posted without JavaScript (decision 024): its
   * values fill the fields in the server HTML, its errors are shown until the next check.
   */
  served?: FormOutcome;
};

/**
 * The part of react-hook-form the public pages' forms use, without loading it (decision 012):
 * uncontrolled fields given with `{...register(name)}`, `handleSubmit(onValid, onInvalid)`
 * validating with the resolver, `formState.errors`, `reset`, `getValues`, `setValue`. As with
 * react-hook-form's defaults, the form validates on submit, then again on every change, and a
 * failed submit focuses the first field in error. `formState.isSubmitting` is true from the
 * press of submit until `onValid` has finished (its promise, if it returns one), the first
 * check's rules loading included, and a submit meanwhile is ignored: a double click sends once.
 * The quote and ticket dialogs, loaded on demand, keep react-hook-form itself.
 */
export function useLightForm<T extends FieldValues, TOutput = T>({
  defaultValues,
  resolver,
  served,
}: Options<T, TOutput>) {
  const fields = useRef(new Map<string, FieldElement>());
  const submitted = useRef(false);
  const submitting = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<T>>(() => servedErrors<T>(served));
  const initial = served?.values ?? defaultValues;

  const readAll = useCallback((): T => {
    const values: Record<string, unknown> = { ...defaultValues };
    for (const [name, element] of fields.current) values[name] = readField(element);
    return values as T;
  }, [defaultValues]);

  const validate = useCallback(
    () =>
      resolver(readAll(), undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      }),
    [readAll, resolver],
  );

  const revalidate = useCallback(
    async (name: string) => {
      if (!submitted.current) return;
      const result = await validate();
      setErrors((current) => {
        const next = { ...current } as Record<string, FieldError | undefined>;
        const error = (result.errors as Record<string, FieldError | undefined>)[name];
        if (error) next[name] = error;
        else delete next[name];
        return next as FieldErrors<T>;
      });
    },
    [validate],
  );

  const register = useCallback(
    (name: Path<T>) => ({
      name,
      // The server HTML holds the defaults (or what was posted without JavaScript); what a
      // visitor typed before the page hydrated is kept.
      ...initialProps(initial[name]),
      ref: (element: FieldElement | null) => {
        if (element) fields.current.set(name, element);
        else fields.current.delete(name);
      },
      onChange: () => void revalidate(name),
      onBlur: () => undefined,
    }),
    [revalidate, initial],
  );

  const handleSubmit =
    (
      onValid: (values: TOutput) => void | Promise<void>,
      onInvalid?: (errors: FieldErrors<T>) => void,
    ) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      setSubmitting(true);
      try {
        submitted.current = true;
        const result = await validate();
        const found = result.errors as Record<string, FieldError | undefined>;
        setErrors(result.errors);
        const first = [...fields.current.keys()].find((name) => found[name]);
        if (first === undefined && Object.keys(found).length === 0) {
          await onValid(result.values as TOutput);
          return;
        }
        if (first !== undefined) fields.current.get(first)?.focus();
        onInvalid?.(result.errors);
      } finally {
        submitting.current = false;
        setSubmitting(false);
      }
    };

  const getValues = ((name?: Path<T>) => {
    const values = readAll();
    return name === undefined ? values : values[name];
  }) as {
    (): T;
    <K extends Path<T>>(name: K): T[K];
  };

  const setValue = (name: Path<T>, value: T[Path<T>]) => {
    const element = fields.current.get(name);
    if (element) writeField(element, value);
  };

  /** Shows a message by a field (e.g. a rule only the server checks), as react-hook-form's. */
  const setError = (name: Path<T>, error: { message: string }) =>
    setErrors((current) => ({ ...current, [name]: { type: "server", ...error } }));

  const reset = (values: T = defaultValues) => {
    for (const [name, element] of fields.current) writeField(element, values[name]);
    submitted.current = false;
    setErrors({});
  };

  return {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  };
}

/** The uncontrolled field's starting value: checked for a box, text for the others. */
function initialProps(value: unknown): { defaultChecked?: boolean; defaultValue?: string } {
  if (typeof value === "boolean") return { defaultChecked: value };
  return typeof value === "string" && value !== "" ? { defaultValue: value } : {};
}

function servedErrors<T extends FieldValues>(served: FormOutcome | undefined): FieldErrors<T> {
  const entries = Object.entries(served?.errors ?? {}).map(([name, message]) => [
    name,
    { type: "server", message },
  ]);
  return Object.fromEntries(entries) as FieldErrors<T>;
}

function readField(element: FieldElement): unknown {
  if (element instanceof HTMLInputElement && element.type === "checkbox") return element.checked;
  return element.value;
}

function writeField(element: FieldElement, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === "checkbox") {
    element.checked = value === true;
  } else {
    element.value = typeof value === "string" ? value : "";
  }
}
