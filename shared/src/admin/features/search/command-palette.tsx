/**
 * The command palette: Ctrl+K (⌘K on a Mac), or the Search button of the top bar (on phones too),
 * opens a search of everything the signed-in person's role may see: candidates (by name, address,
 * phone and what their resumes say), leads, jobs, posts and the team. The ARIA combobox pattern:
 * typing searches, ↑/↓ move through the results (Home/End: first/last), Enter opens one, Escape
 * closes. The server decides what a role finds; the palette shows what it answers.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminSearchResult } from '../../../contract/search';
import { ADMIN_SEARCH_TYPE_LABELS, ADMIN_SEARCH_TYPES } from '../../../contract/search-terms';
import { useAdminApi } from '../../app/admin-platform-context';
import { serverMessageOr } from '../../ui/error-message';
import './command-palette.css';

/** Shorter searches are not sent (the server answers nothing for them either). */
const MIN_LENGTH = 3;
/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 150;

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || '');

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm10 3-5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The top bar's button and the shortcut; the dialog while open. */
export function CommandPalette() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        className="admin-btn admin-btn--ghost admin-btn--small admin-palette-trigger"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span>Search</span>
        <kbd className="admin-palette-trigger__keys" aria-hidden="true">
          {isMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && <PaletteDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function PaletteDialog({ onClose }: { onClose: () => void }) {
  const api = useAdminApi();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const searching = term.length >= MIN_LENGTH;
  const query = useQuery({
    queryKey: ['admin-search', term],
    queryFn: () => api.search.palette({ query: { q: term } }),
    enabled: searching,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const results: AdminSearchResult[] = searching ? (query.data?.results ?? []) : [];
  useEffect(() => setActive(0), [query.data]);

  const optionId = (index: number) => `${ids}-option-${index}`;
  const listId = `${ids}-results`;

  function openResult(result: AdminSearchResult | undefined) {
    if (!result) return;
    onClose();
    void navigate(result.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!results.length) return;
    const last = results.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openResult(results[active]);
    }
  }

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, results]);

  let status: string;
  if (!searching) status = 'Type at least three characters to search.';
  else if (query.isError) status = serverMessageOr(query.error, 'The search failed.');
  else if (!query.data || query.isPlaceholderData) status = 'Searching…';
  else if (!results.length) status = `Nothing found for “${term}”.`;
  else
    status = `${results.length} result${results.length === 1 ? '' : 's'}. Use the arrow keys, then Enter to open.`;

  // Results by kind, in the palette's order; indexes stay those of the flat list.
  const groups = ADMIN_SEARCH_TYPES.map((type) => ({
    type,
    items: results.flatMap((result, index) => (result.type === type ? [{ result, index }] : [])),
  })).filter((group) => group.items.length);

  return (
    <dialog
      ref={dialog}
      className="admin-palette"
      aria-label="Search the admin"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (outside the panel) closes it.
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <div className="admin-palette__panel">
        <div className="admin-palette__field">
          <SearchIcon />
          <input
            className="admin-palette__input"
            type="text"
            role="combobox"
            aria-label="Search candidates, leads, jobs, posts and the team"
            aria-expanded={results.length > 0}
            aria-controls={results.length ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={results.length ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Search candidates, leads, jobs, posts…"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            autoFocus
          />
          <kbd className="admin-palette__esc" aria-hidden="true">
            Esc
          </kbd>
        </div>
        <p className="admin-palette__status" role="status">
          {status}
        </p>
        {results.length > 0 && (
          <div id={listId} role="listbox" aria-label="Results" className="admin-palette__list">
            {groups.map((group) => (
              <div
                key={group.type}
                role="group"
                aria-label={ADMIN_SEARCH_TYPE_LABELS[group.type]}
                className="admin-palette__group"
              >
                <div aria-hidden="true" className="admin-palette__group-title">
                  {ADMIN_SEARCH_TYPE_LABELS[group.type]}
                </div>
                {group.items.map(({ result, index }) => (
                  <div
                    key={`${result.type}-${result.id}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className="admin-palette__option"
                    onMouseMove={() => setActive(index)}
                    onClick={() => openResult(result)}
                  >
                    <span className="admin-palette__title">{result.title}</span>
                    <span className="admin-palette__subtitle">{result.subtitle}</span>
                  </div>
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
    </dialog>
  );
}
