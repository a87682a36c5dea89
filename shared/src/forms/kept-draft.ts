/**
 * Text typed in a form and not sent yet, kept on this device (localStorage) under a key of the
 * form and its item, so that a lost connection, a closed tab or a phone that put the app to sleep
 * costs nobody their words: the form shows them again when it comes back, and forgets them once
 * they are sent. Never the service worker's caches; signing out on purpose forgets them all.
 */
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const PREFIX = 'northbeam.kept-draft.';

/** Storage can be missing or full (private windows): then nothing is kept. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readKeptDraft(key: string): Record<string, string> | undefined {
  try {
    const text = storage()?.getItem(PREFIX + key);
    const value: unknown = text ? JSON.parse(text) : undefined;
    if (!value || typeof value !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return undefined;
  }
}

export function keepDraft(key: string, values: Record<string, string>) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    /* full: the form still holds it */
  }
}

export function dropKeptDraft(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    /* nothing kept */
  }
}

/** Forgets every kept draft (signing out). */
export function forgetKeptDrafts() {
  const kept = storage();
  if (!kept) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < kept.length; i++) {
      const key = kept.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) kept.removeItem(key);
  } catch {
    /* nothing kept */
  }
}

/**
 * Keeps the text fields `names` of a form under `key` while they differ from the form's starting
 * values, and puts them back when the form is shown again. Returns whether a kept draft was put
 * back, and `drop`, to call once the form's content has been sent.
 */
export function useKeptDraft<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  key: string,
  names: ReadonlyArray<Path<Values> & string>,
) {
  const [restored, setRestored] = useState(false);
  const namesRef = useRef(names);
  const { watch, getValues, setValue, formState } = form;

  // Shown again: what was kept replaces the starting text.
  useEffect(() => {
    const kept = readKeptDraft(key);
    if (!kept) return;
    let any = false;
    for (const name of namesRef.current) {
      const value = kept[name];
      if (value === undefined) continue;
      setValue(name, value as PathValue<Values, typeof name>, { shouldDirty: true });
      any = true;
    }
    setRestored(any);
  }, [key, setValue]);

  // Every change is kept at once (a tab may be closed the next moment).
  useEffect(() => {
    const subscription = watch(() => {
      const values: Record<string, string> = {};
      let changed = false;
      for (const name of namesRef.current) {
        const value = String(getValues(name) ?? '');
        values[name] = value;
        // The starting text as it is now (a reset to a template moves it): read at each change,
        // so that a reset's own change is not kept as typed words.
        const start = (formState.defaultValues as Record<string, unknown> | undefined)?.[name];
        if (value !== String(start ?? '')) changed = true;
      }
      if (changed) keepDraft(key, values);
      else dropKeptDraft(key);
    });
    return () => subscription.unsubscribe();
    // formState is a live proxy: read at each change, never a stale copy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watch, getValues, key]);

  return {
    restored,
    drop: () => {
      dropKeptDraft(key);
      setRestored(false);
    },
  };
}
