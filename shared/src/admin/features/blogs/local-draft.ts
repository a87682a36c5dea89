/**
 * The last line of defence against a lost keystroke: what the blog form holds, kept in this
 * device's storage on every change (browser and desktop alike) until the server has it.
 */

export interface LocalDraft<T> {
  form: T;
  /** When it was kept (ISO). */
  savedAt: string;
  /** The post's version the changes were made over (null for a new post). */
  version: number | null;
}

const keyOf = (postId: string) => `northbeam.blog-draft.${postId}`;

/** Storage can be missing or full (private windows): then the server copy is all there is. */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readLocalDraft<T>(postId: string): LocalDraft<T> | undefined {
  try {
    const text = storage()?.getItem(keyOf(postId));
    return text ? (JSON.parse(text) as LocalDraft<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function keepLocalDraft<T>(postId: string, draft: LocalDraft<T>): boolean {
  try {
    storage()?.setItem(keyOf(postId), JSON.stringify(draft));
    return storage() !== undefined;
  } catch {
    return false;
  }
}

export function dropLocalDraft(postId: string) {
  try {
    storage()?.removeItem(keyOf(postId));
  } catch {
    /* nothing kept */
  }
}
