import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { firstErrorPerField, type FieldErrorMap } from '@northbeam/shared/forms/field-errors';

type FieldErrors = FieldErrorMap;

/** What `field(name)` returns: the props that tie a FormField to one field of the form. */
export interface FieldBinding {
  id: string;
  name: string;
  defaultValue: string;
  error: string | undefined;
}

/** `{ field: firstMessage }`, like the API's `errors` object (each form field is top-level). */
const flatten = (error: z.ZodError): FieldErrors =>
  firstErrorPerField(error.issues, (path) => (path.length ? String(path[0]) : '_'));

/** Keeps the state as it was when there were no errors already (no render for nothing). */
const noErrors = (was: FieldErrors): FieldErrors => (Object.keys(was).length ? {} : was);

/** The text entries of a form (files left out), as the API takes them. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * A form whose fields are the browser's own (uncontrolled): what the visitor typed lives in the
 * fields from the first keystroke, whether or not the app has loaded, and is what is sent. It is
 * validated with the API's own zod schema (same rules, same messages) when sent, and again as the
 * visitor corrects it after a failed attempt. The schema module loads on first focus (it keeps zod
 * out of the first bundle). `initial` pre-fills the fields and errors (a native post the server
 * refused, rendered again).
 */
export function useZodForm<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  idPrefix: string,
  initial: { values?: Record<string, string>; errors?: FieldErrors } = {},
  /** What is validated and sent, made from what the fields hold (by default, just that). */
  prepare: (values: Record<string, string>) => Record<string, string> = (values) => values,
) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial.errors ?? {});
  const attempted = useRef(Object.keys(initial.errors ?? {}).length > 0);
  const schema = useRef<S | null>(null);
  const loading = useRef<Promise<S> | null>(null);

  // Before the app runs, the browser's own checks (required, type=email) stop an incomplete form
  // from being posted; once it runs, the schema's messages take over.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  const getSchema = useCallback(async () => {
    if (schema.current) return schema.current;
    // The contract module sets zod's CSP-safe mode itself (shared/src/contract/browser-zod.ts).
    loading.current ??= loadSchema().then((loaded) => {
      // zod prepares a schema's parser on its first parse (tens of milliseconds on a phone): do
      // that now, in idle time, on what the fields hold, rather than when the visitor sends.
      const warm = () => {
        if (form.current) loaded.safeParse(formValues(form.current));
      };
      if (window.requestIdleCallback) window.requestIdleCallback(warm, { timeout: 1000 });
      else setTimeout(warm, 0);
      return loaded;
    });
    schema.current = await loading.current;
    return schema.current;
  }, [loadSchema]);

  // Typed into before the app ran (no focus event reached it): load the schema now, so that the
  // submit answers at once.
  useEffect(() => {
    const filled = [...(form.current?.elements ?? [])].some(
      (element) =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.type !== 'hidden' &&
        element.value !== '',
    );
    if (filled) void getSchema().catch(() => undefined);
  }, [getSchema]);

  const check = useCallback(
    (active: S): z.output<S> | null => {
      attempted.current = true;
      if (!form.current) return null;
      const result = active.safeParse(prepare(formValues(form.current)));
      if (result.success) {
        setErrors(noErrors);
        return result.data;
      }
      const found = flatten(result.error);
      setErrors(found);
      const first = [...form.current.elements].find(
        (element) => element instanceof HTMLElement && (element as HTMLInputElement).name in found,
      );
      if (first instanceof HTMLElement) first.focus();
      return null;
    },
    [prepare],
  );

  /**
   * Validates what the fields hold; focuses the first invalid field. The data, or null: at once
   * when the schema has loaded (the usual case: it loads on first focus), so that the submit
   * handler can show its pending state in the same task as the tap.
   */
  const validate = useCallback(
    (): z.output<S> | null | Promise<z.output<S> | null> =>
      schema.current ? check(schema.current) : getSchema().then(check),
    [check, getSchema],
  );

  /** After a failed attempt, errors follow the visitor's corrections. */
  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!attempted.current || !schema.current) return;
      const result = schema.current.safeParse(prepare(formValues(event.currentTarget)));
      setErrors(result.success ? noErrors : flatten(result.error));
    },
    [prepare],
  );

  /** Empties the named fields (after a successful send). */
  const clear = useCallback((names: readonly string[]) => {
    for (const name of names) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        field.value = '';
      }
    }
    setErrors(noErrors);
    attempted.current = false;
  }, []);

  /** Props for a FormField named `name`. */
  const field = (name: string): FieldBinding => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: initial.values?.[name] ?? '',
    error: errors[name],
  });

  /** Spread on the <form>. */
  const formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onFocus: () => void;
    onInput: (event: FormEvent<HTMLFormElement>) => void;
  } = { ref: form, onFocus: () => void getSchema(), onInput };

  return { errors, setErrors, validate, clear, field, formProps, form };
}
