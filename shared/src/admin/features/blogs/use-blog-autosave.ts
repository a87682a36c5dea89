/**
 * Autosave of the blog form: every change is kept on this device at once, and sent to the server
 * as the post's working copy a moment after typing stops and whenever the window loses focus (a
 * new post is first created on the server, unpublished, once it has a title).
 * A save over a colleague's newer one is refused (409) and handed back as a conflict; a save that
 * cannot reach the server stays on the device and is retried when the connection returns.
 */
import { blogEtag } from '../../../contract/blog-revisions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api-client/transport';
import {
  editableBlogPost,
  type BlogDraftInput,
  type EditableBlogPost,
} from '../../../contract/blog-revisions';
import { useAdminApi } from '../../app/admin-platform-context';
import { dropLocalDraft, keepLocalDraft } from './local-draft';

/** Quiet time after the last keystroke before the server gets the changes. */
export const AUTOSAVE_DELAY_MS = 2000;
/** While offline, how often to try again (besides the browser's `online` event). */
const RETRY_MS = 15_000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'local' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

interface Options<T> {
  /**
   * The post's id, or 'new': a new post is kept on the device until it has a title, then created
   * on the server, unpublished (POST /api/blogs/drafts), and autosaved like any other.
   */
  postId: string;
  form: T;
  /** False until the post has loaded (nothing to save before). */
  enabled: boolean;
  toDraft: (form: T) => BlogDraftInput;
  /** The autosave has just created the new post on the server (the page takes its address). */
  onCreated?: (post: EditableBlogPost) => void;
}

export function useBlogAutosave<T>({ postId, form, enabled, toDraft, onCreated }: Options<T>) {
  const api = useAdminApi();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState<EditableBlogPost | null>(null);
  const version = useRef<number | null>(null);
  /**
   * The form as the server last acknowledged it (JSON), to tell unsaved changes; at first the
   * empty form, so opening the page keeps nothing (and never overwrites a copy left to offer).
   */
  const saved = useRef<string | null>(JSON.stringify(form));
  const latest = useRef(form);
  latest.current = form;
  /**
   * The save on its way, if any: one at a time, and "Create/Update Post" waits for it and writes
   * over its result.
   */
  const flight = useRef<Promise<void> | null>(null);
  /** True while the form's own save is on its way: autosaves wait (they would race it). */
  const held = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;
  /**
   * The post saves go to: the page's id, or at once the one the autosave created (a save queued
   * while it was being created must not create a second post).
   */
  const target = useRef(postId);
  if (postId !== 'new') target.current = postId;
  const created = useRef(onCreated);
  created.current = onCreated;

  const isNew = postId === 'new';

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    const id = target.current;
    const creating = id === 'new';
    if (!enabled || held.current || conflictRef.current) return;
    if (!creating && version.current === null) return;
    const snapshot = JSON.stringify(latest.current);
    if (snapshot === saved.current) return;
    const draft = toDraft(JSON.parse(snapshot) as T);
    // A new post waits on the device for its title (what names it in the list).
    if (creating && !String(draft.title ?? '').trim()) {
      setState({ kind: 'local' });
      return;
    }
    if (flight.current) {
      // One save at a time; the newer text goes right after.
      timer.current = setTimeout(() => void save(), 300);
      return;
    }
    let landed!: () => void;
    flight.current = new Promise<void>((resolve) => (landed = resolve));
    setState({ kind: 'saving' });
    try {
      if (creating) {
        const post = await api.blogs.createDraft({
          body: { ...draft, title: String(draft.title) },
        });
        target.current = post._id;
        version.current = post.version;
        saved.current = snapshot;
        dropLocalDraft('new');
        if (JSON.stringify(latest.current) !== snapshot) {
          keepLocalDraft(post._id, {
            form: latest.current,
            savedAt: new Date().toISOString(),
            version: post.version,
          });
        }
        setState({ kind: 'saved', at: post.versionSaved?.at ?? post.updatedAt });
        created.current?.(post);
        return;
      }
      const result = await api.blogs.saveDraft({
        params: { id },
        body: draft,
        ifMatch: blogEtag(version.current!),
      });
      version.current = result.version;
      saved.current = snapshot;
      if (JSON.stringify(latest.current) === snapshot) dropLocalDraft(id);
      setState({ kind: 'saved', at: result.savedAt });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const current = editableBlogPost.safeParse(error.current);
        if (current.success) setConflict(current.data);
        setState({ kind: 'conflict' });
      } else if (error instanceof ApiError && error.fromServer && error.status < 500) {
        setState({ kind: 'failed', message: error.message });
      } else {
        // Unreachable or unavailable: it stays on this device and is sent again later.
        setState({ kind: 'offline' });
      }
    } finally {
      flight.current = null;
      landed();
    }
  }, [api, enabled, toDraft]);

  // Each change: kept on the device now, sent to the server when typing pauses.
  useEffect(() => {
    if (!enabled) return;
    const snapshot = JSON.stringify(form);
    if (snapshot === saved.current) return;
    keepLocalDraft(target.current, {
      form,
      savedAt: new Date().toISOString(),
      version: version.current,
    });
    if (isNew && !String(toDraft(form).title ?? '').trim()) setState({ kind: 'local' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [enabled, form, isNew, postId, save, toDraft]);

  // Leaving the window saves at once; a connection coming back sends what waited.
  useEffect(() => {
    if (!enabled) return;
    const now = () => void save();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') now();
    };
    window.addEventListener('blur', now);
    window.addEventListener('online', now);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', now);
      window.removeEventListener('online', now);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, save]);

  useEffect(() => {
    if (state.kind !== 'offline') return;
    const retry = setInterval(() => void save(), RETRY_MS);
    return () => clearInterval(retry);
  }, [state.kind, save]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    state,
    conflict,
    /** The post as loaded or last written: what autosaves and "Update Post" write over. */
    setBase(nextVersion: number, form: T | null) {
      version.current = nextVersion;
      saved.current = form === null ? null : JSON.stringify(form);
    },
    version: () => version.current,
    /** The post's id: the page's, or the one the autosave created ('new' before that). */
    postId: () => target.current,
    /**
     * Stops the autosave for a save of the whole form: no queued save goes after it, and the one
     * on its way (which raises the version, or creates the post) lands first.
     */
    async settle() {
      held.current = true;
      clearTimeout(timer.current);
      while (flight.current) await flight.current;
    },
    /** The form's save did not go through: autosaves go on. */
    resume() {
      held.current = false;
    },
    /** Unsent changes (compared with what the server last acknowledged). */
    hasUnsavedChanges: () => JSON.stringify(latest.current) !== saved.current,
    /** A conflict settled: continue over `nextVersion` (the one now on the server). */
    resolveConflict(nextVersion: number) {
      version.current = nextVersion;
      conflictRef.current = null; // a save right after (Keep my version) must not wait a render
      setConflict(null);
      setState({ kind: 'idle' });
    },
    /** The server refused a write as stale (the form's own "Update Post"). */
    reportConflict(current: EditableBlogPost) {
      setConflict(current);
      setState({ kind: 'conflict' });
    },
    saveNow: save,
  };
}

/** The words of each state, as the form shows them. */
export function saveStateText(state: SaveState, formatTime: (iso: string) => string): string {
  switch (state.kind) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved ${formatTime(state.at)}`;
    case 'offline':
      return 'Offline, kept locally';
    case 'local':
      return 'Kept on this device until the post has a title';
    case 'failed':
      return `Not saved: ${state.message}`;
    case 'conflict':
      return 'Not saved: someone else saved this post';
    default:
      return '';
  }
}
