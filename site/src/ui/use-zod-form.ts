import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';

type FieldErrors = Record<string, string>;

/** What `bind(name)` returns: the props that tie a FormField to one value of the form. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string | undefined;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

/** `{ field: firstMessage }`, like the API's `errors` object. */
function flatten(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * Form state validated with the API's own zod schema: the same rules and the same messages on both
 * sides. The schema module is loaded on first interaction (it keeps zod out of the first bundle).
 * Errors show per field after a submit attempt and update as the visitor corrects them.
 */
export function useZodForm<S extends z.ZodType, V extends Record<string, string>>(
  loadSchema: () => Promise<S>,
  initial: V,
  idPrefix: string,
  /** What is validated and sent, made from what the fields hold (by default, just that). */
  prepare: (values: V) => V = (values) => values,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const schema = useRef<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);

  // The app hydrates on the visitor's first sign of intent, so a visitor may type before it does
  // (or while it does). React leaves that text in the DOM while hydrating, but the next render of a
  // controlled field would write the older state back over it: what the fields show is adopted
  // once after hydration, and again when the form is sent (what the visitor sees is what is sent).
  const shownValues = useCallback(() => {
    const shown: Partial<Record<string, string>> = {};
    for (const name of Object.keys(initial)) {
      const field = document.getElementById(`${idPrefix}-${name}`);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.type !== 'file'
      ) {
        shown[name] = field.value;
      }
    }
    return shown;
  }, [idPrefix, initial]);

  // A layout effect, so the adopted values are in state before anything else renders the form:
  // its update is synchronous. (From a passive effect it would wait behind a click or a picked
  // file replayed at hydration, whose render would write the empty fields back over the typed text.)
  useLayoutEffect(() => {
    // Read when React applies the update, not now: keys typed in between are kept too.
    setValues((current) => {
      const typed = Object.entries(shownValues()).filter(
        ([name, value]) => value !== initial[name],
      );
      return typed.length ? { ...current, ...Object.fromEntries(typed) } : current;
    });
    // Once, right after hydration: later values are React's own.
  }, []);

  const getSchema = useCallback(async () => {
    if (schema.current) return schema.current;
    // jitless: zod's eval probe would be reported as a CSP violation (script-src has no eval).
    loading.current ??= import('zod').then(({ config }) => {
      config({ jitless: true });
      return loadSchema();
    });
    schema.current = await loading.current;
    return schema.current;
  }, [loadSchema]);

  const setField = useCallback(
    (name: keyof V & string, value: string) => {
      setValues((current) => {
        const next = { ...current, [name]: value };
        if (attempted && schema.current) {
          const result = schema.current.safeParse(next);
          setErrors(result.success ? {} : flatten(result.error));
        }
        return next;
      });
    },
    [attempted],
  );

  /** Validates everything; focuses the first invalid field. Returns the parsed data or null. */
  const validate = useCallback(async (): Promise<z.output<S> | null> => {
    const active = await getSchema();
    setAttempted(true);
    const current = { ...values, ...shownValues() } as V;
    if (Object.keys(current).some((name) => current[name] !== values[name])) setValues(current);
    const result = active.safeParse(prepare(current));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found = flatten(result.error);
    setErrors(found);
    const first = Object.keys(current).find((key) => key in found);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return null;
  }, [getSchema, idPrefix, values, shownValues, prepare]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
    setAttempted(false);
  }, [initial]);

  /** Props for a FormField bound to `name`. */
  const bind = (name: keyof V & string): FieldBinding => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  /** Spread on the <form>: starts loading the schema as soon as the visitor focuses a field. */
  const formProps = { onFocus: () => void getSchema() };

  return { values, errors, setErrors, setField, validate, reset, bind, formProps };
}
