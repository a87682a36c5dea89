import { startTransition, useRef, useState, type ReactNode } from 'react';
import { AWAITING, AWAITING_LABELS } from '../../../contract/awaiting';
import { SPAM_LABELS, type SpamMark } from '../../../contract/spam';
import { Banner } from '../banner';
import { Sheet, showSheet } from '../sheet';
import { usePhoneLayout } from '../use-media-query';
import { PAGE_SIZES, type PagedList } from './use-paged-list';
import type { RowAction } from './use-row-action';
import { statusLabel } from '../../../contract/status-labels';
import { formatCount } from '../plural';

/**
 * Search box, status filter and an optional action above a list. On a phone the search stays and
 * the other filters fold into a sheet ("Filters", with how many are on); the same controls either way.
 */
export function ListToolbar<T>({
  list,
  label,
  statuses,
  statusLabel = 'Status',
  allLabel = 'All statuses',
  searchPlaceholder,
  spamFilter = false,
  mineFilter = false,
  awaitingFilter = false,
  actions,
}: {
  list: PagedList<T>;
  label: string;
  statuses: readonly { value: string; label: string }[];
  statusLabel?: string;
  allLabel?: string;
  searchPlaceholder: string;
  /** Offer the Spam filter (the public forms' submissions). */
  spamFilter?: boolean;
  /** Offer the "Assigned to me" filter. */
  mineFilter?: boolean;
  /** Offer the conversation filter: awaiting us (the person wrote last) or them (we did). */
  awaitingFilter?: boolean;
  actions?: ReactNode;
}) {
  const phone = usePhoneLayout();
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  const filters = (
    <>
      <select
        className="admin-select admin-list-toolbar__status"
        aria-label={`Filter ${label} by ${statusLabel.toLowerCase()}`}
        value={list.status}
        onChange={(e) => list.setStatus(e.target.value)}
      >
        <option value="">{allLabel}</option>
        {statuses.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      {spamFilter && (
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small admin-list-toolbar__spam"
          aria-pressed={list.spamOnly}
          title={list.spamOnly ? `Back to all ${label}` : `Show only ${label} kept as spam`}
          onClick={() => list.setSpamOnly(!list.spamOnly)}
        >
          Spam
        </button>
      )}
      {mineFilter && (
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          aria-pressed={list.mineOnly}
          onClick={() => list.setMineOnly(!list.mineOnly)}
        >
          Assigned to me
        </button>
      )}
      {awaitingFilter && (
        <select
          className="admin-select admin-list-toolbar__status"
          aria-label={`Conversation filter for ${label}`}
          value={list.awaiting ?? ''}
          onChange={(e) => list.setAwaiting(AWAITING.find((a) => a === e.target.value) ?? null)}
        >
          <option value="">Any conversation</option>
          {AWAITING.map((a) => (
            <option key={a} value={a}>
              {AWAITING_LABELS[a]}
            </option>
          ))}
        </select>
      )}
    </>
  );
  const on = [
    list.status !== '',
    spamFilter && list.spamOnly,
    mineFilter && list.mineOnly,
    awaitingFilter && Boolean(list.awaiting),
  ].filter(Boolean).length;
  return (
    <div className="admin-list-toolbar">
      <div className="admin-list-toolbar__filters">
        <input
          type="search"
          enterKeyHint="search"
          className="admin-input admin-list-toolbar__search"
          placeholder={searchPlaceholder}
          aria-label={`Search ${label}`}
          value={list.query}
          onChange={(e) => list.setQuery(e.target.value)}
        />
        {phone ? (
          <>
            <button
              type="button"
              className="admin-btn admin-btn--secondary admin-list-toolbar__sheet-button"
              aria-haspopup="dialog"
              onClick={() => {
                // Shown at once; the state follows after the frame that shows it (the sheet's own
                // controls are already there, so nothing the tap waits for is rendered).
                showSheet(sheet.current);
                startTransition(() => setSheetOpen(true));
              }}
            >
              {on ? `Filters (${on} on)` : 'Filters'}
            </button>
            <Sheet
              open={sheetOpen}
              title={`Filter ${label}`}
              onClose={() => setSheetOpen(false)}
              dialogRef={sheet}
            >
              <div className="admin-sheet__controls">{filters}</div>
            </Sheet>
          </>
        ) : (
          filters
        )}
      </div>
      {actions}
    </div>
  );
}

/** The list's load error and the last row action's dismissible error. */
export function ListErrors<T>({ list, action }: { list: PagedList<T>; action: RowAction }) {
  return (
    <>
      {list.error && <Banner kind="error">{list.error}</Banner>}
      {action.error && (
        <Banner kind="error" onDismiss={action.clearError}>
          {action.error}
        </Banner>
      )}
    </>
  );
}

/** "1–20 of 4,312", page size, Previous / Next. */
export function Pager<T>({ list, label }: { list: PagedList<T>; label: string }) {
  const first = list.total === 0 ? 0 : (list.page - 1) * list.limit + 1;
  const last = Math.min(list.total, (list.page - 1) * list.limit + list.items.length);
  return (
    <nav className="admin-pager" aria-label={`${label} pages`}>
      <span className="admin-pager__summary" aria-live="polite">
        {list.total === 0
          ? 'No results'
          : `${formatCount(first)}–${formatCount(last)} of ${formatCount(list.total)}`}
      </span>
      <div className="admin-pager__controls">
        <label className="admin-pager__size">
          <span>Rows</span>
          <select
            className="admin-select"
            value={list.limit}
            onChange={(e) => list.setLimit(Number(e.target.value))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          disabled={list.page <= 1 || list.loading}
          onClick={() => list.setPage(list.page - 1)}
        >
          Previous
        </button>
        <span className="admin-pager__page">
          Page {list.page} of {list.pageCount}
        </span>
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          disabled={list.page >= list.pageCount || list.loading}
          onClick={() => list.setPage(list.page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

/** Loading / empty states inside a list body. */
export function ListState<T>({ list, empty }: { list: PagedList<T>; empty: string }) {
  if (list.loading && list.items.length === 0)
    return <p className="admin-list-empty">Loading...</p>;
  if (!list.loading && !list.error && list.items.length === 0)
    return <p className="admin-list-empty">{empty}</p>;
  return null;
}

/** The row's status dropdown, with the entity's allowed values. */
export function StatusSelect<S extends string>({
  value,
  options,
  label,
  disabled,
  onChange,
}: {
  value: S;
  options: readonly S[];
  label: string;
  disabled?: boolean;
  onChange: (status: S) => void;
}) {
  return (
    <select
      className={`admin-select admin-status admin-status--${value}`}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as S)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {statusLabel(option)}
        </option>
      ))}
    </select>
  );
}

/**
 * A submission's spam mark ("Possible spam" or "Spam", with the reason) and the actions that
 * settle it: "Not spam" clears the mark, "Mark as spam" moves the row to the Spam filter.
 */
export function SpamControls({
  mark,
  name,
  busy,
  onChange,
}: {
  mark: SpamMark | undefined;
  name: string;
  busy: boolean;
  onChange: (spam: boolean) => void;
}) {
  return (
    <div className="admin-spam">
      {mark && (
        <p className={`admin-spam__mark admin-spam__mark--${mark.verdict}`}>
          <strong>{SPAM_LABELS[mark.verdict]}</strong> <span>{mark.reason}</span>
        </p>
      )}
      <div className="admin-spam__actions">
        {mark && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            aria-label={`Not spam: ${name}`}
            disabled={busy}
            onClick={() => onChange(false)}
          >
            Not spam
          </button>
        )}
        {mark?.verdict !== 'spam' && (
          <button
            type="button"
            className="admin-btn admin-btn--link admin-btn--small"
            aria-label={`Mark ${name} as spam`}
            disabled={busy}
            onClick={() => onChange(true)}
          >
            Mark as spam
          </button>
        )}
      </div>
    </div>
  );
}
