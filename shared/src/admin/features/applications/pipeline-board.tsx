/**
 * The recruiting pipeline: a column per status of the spec, a card per application, moved by
 * dragging or by keyboard (focus a card's handle, Space to lift, ←/→ to change column, Space to
 * drop, Escape to cancel), filtered by job. A move is a status change on the server; a refused
 * one puts the card back and says why. Columns are virtualised (only the cards in view are in the
 * page) and load the next page as they are scrolled, so a column of thousands stays smooth.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { Link, useSearchParams } from 'react-router-dom';
import type { JobApplication } from '../../../contract/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import type { Job } from '../../../contract/job';
import { MESSAGES } from '../../../contract/messages';
import { statusLabel } from '../../../contract/status-labels';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { failureMessage } from '../../ui/error-message';
import { formatDate } from '../../ui/format-date';
import { plural } from '../../ui/plural';
import './pipeline-board.css';
import { adminPaths } from '../../app/admin-paths';

/** Cards fetched per page of a column. */
const COLUMN_PAGE = 50;
/** A card's height before it is measured (it is measured once shown). */
const CARD_ESTIMATE = 92;

interface ColumnState {
  items: JobApplication[];
  total: number;
  /** Cards moved into or out of the column since it was loaded (the server's pages shifted). */
  moved: number;
  loadingMore: boolean;
}
type Columns = Record<ApplicationStatus, ColumnState>;

const emptyColumn = (): ColumnState => ({ items: [], total: 0, moved: 0, loadingMore: false });
const emptyColumns = (): Columns =>
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, emptyColumn()])) as Columns;

/**
 * The page to fetch next: the one holding the first card not yet shown, stepped back by the moves
 * since loading (each shifts the server's order by one), so nothing is skipped; repeats are dropped.
 */
const nextPage = (column: ColumnState) =>
  Math.floor(Math.max(0, column.items.length - column.moved) / COLUMN_PAGE) + 1;

/**
 * Which column a card is over. With a mouse or a finger: the column under the pointer (the card
 * may straddle two). By keyboard: the column whose width holds the card's centre; the columns
 * stand side by side, so height never decides (a card far down a scrolled column included).
 */
const columnUnderCard: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length > 0) return within;
  const { collisionRect, droppableRects, droppableContainers } = args;
  const centre = collisionRect.left + collisionRect.width / 2;
  const hit = droppableContainers.find((container) => {
    const rect = droppableRects.get(container.id);
    return rect !== undefined && centre >= rect.left && centre < rect.right;
  });
  return hit ? [{ id: hit.id }] : [];
};

/** A DOM element's rectangle, as dnd-kit's measurements are. */
function rectOf(element: HTMLElement | null | undefined) {
  if (!element) return undefined;
  const r = element.getBoundingClientRect();
  return {
    left: r.left,
    right: r.right,
    top: r.top,
    bottom: r.bottom,
    width: r.width,
    height: r.height,
  };
}

const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { droppableRects, droppableContainers } = context;
  // Where the card is now: the sensor's own coordinates (its top-left), with the card's size from
  // the page (right after lifting, dnd-kit may not have measured the overlay yet).
  const size = rectOf(context.activeNode) ?? context.collisionRect;
  if (!size) return undefined;
  const card = { left: currentCoordinates.x, width: size.width };
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({
      id: container.id,
      rect: droppableRects.get(container.id) ?? rectOf(container.node.current),
    }))
    .filter((c): c is { id: typeof c.id; rect: NonNullable<typeof c.rect> } => !!c.rect)
    .sort((a, b) => a.rect.left - b.rect.left);
  const centre = card.left + card.width / 2;
  const current = columns.findIndex((c) => centre >= c.rect.left && centre < c.rect.right);
  if (current === -1) return undefined;
  const next = columns[current + step];
  if (!next) return undefined;
  // Sideways only: columns are all as tall as the tallest (a vertical step would make the
  // keyboard sensor scroll the card's column instead of moving the card).
  return {
    x: next.rect.left + next.rect.width / 2 - card.width / 2,
    y: currentCoordinates.y,
  };
};

function CardBody({ application }: { application: JobApplication }) {
  return (
    <div className="admin-board__body">
      <Link
        to={adminPaths.application(application._id)}
        className="admin-strong admin-truncate"
        title={application.fullName}
      >
        {application.fullName}
      </Link>
      <div className="admin-muted admin-truncate" title={application.job?.title}>
        {application.job?.title ?? 'Job removed'}
      </div>
      <div className="admin-muted">{formatDate(application.appliedAt)}</div>
    </div>
  );
}

function Card({
  application,
  index,
  start,
  measure,
}: {
  application: JobApplication;
  index: number;
  start: number;
  measure: (node: Element | null) => void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: application._id,
    data: { status: application.status },
  });
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        measure(node);
      }}
      data-index={index}
      style={{ transform: `translateY(${start}px)` }}
      className={`admin-board__card${isDragging ? ' admin-board__card--placeholder' : ''}`}
      data-testid="board-card"
    >
      <button
        type="button"
        className="admin-board__handle"
        aria-label={`Move ${application.fullName}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <CardBody application={application} />
    </li>
  );
}

function Column({
  status,
  column,
  activeId,
  onNearEnd,
}: {
  status: ApplicationStatus;
  column: ColumnState;
  activeId: string | null;
  onNearEnd: (status: ApplicationStatus) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const scroller = useRef<HTMLDivElement>(null);
  const { items, total } = column;
  const activeIndex = activeId ? items.findIndex((a) => a._id === activeId) : -1;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    getItemKey: (index) => items[index]!._id,
    gap: 8,
    overscan: 6,
    // The card being dragged stays in the page even when scrolled out of view.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex >= 0 && !indexes.includes(activeIndex)
        ? [...indexes, activeIndex].sort((a, b) => a - b)
        : indexes;
    },
  });
  const shown = virtualizer.getVirtualItems();
  const last = shown.at(-1)?.index ?? -1;
  useEffect(() => {
    if (items.length < total && last >= items.length - 10) onNearEnd(status);
  }, [last, items.length, total, status, onNearEnd]);

  return (
    <section
      ref={setNodeRef}
      className={`admin-board__column${isOver ? ' admin-board__column--over' : ''}`}
      aria-labelledby={`column-title-${status}`}
      data-testid={`column-${status}`}
    >
      <h2 className="admin-board__title" id={`column-title-${status}`}>
        {statusLabel(status)} <span className="admin-muted">{plural(total, 'application')}</span>
      </h2>
      <div ref={scroller} className="admin-board__scroll" data-testid={`scroll-${status}`}>
        <ul className="admin-board__cards" style={{ height: virtualizer.getTotalSize() }}>
          {shown.map((row) => (
            <Card
              key={row.key}
              application={items[row.index]!}
              index={row.index}
              start={row.start}
              measure={virtualizer.measureElement}
            />
          ))}
        </ul>
        {column.loadingMore && <p className="admin-muted">Loading more…</p>}
      </div>
    </section>
  );
}

export function PipelineBoard() {
  const api = useAdminApi();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const [jobs, setJobs] = useState<Job[]>([]);
  const [columns, setColumns] = useState<Columns>(emptyColumns);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    api
      .listJobs({ limit: 100 })
      .then((page) => setJobs(page.items))
      .catch(() => setJobs([]));
  }, [api]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const pages = await Promise.all(
        APPLICATION_STATUSES.map((s) =>
          api.listApplications({ status: s, limit: COLUMN_PAGE, ...(jobId ? { jobId } : {}) }),
        ),
      );
      const next = emptyColumns();
      APPLICATION_STATUSES.forEach((s, i) => {
        next[s] = { ...emptyColumn(), items: pages[i]!.items, total: pages[i]!.total };
      });
      setColumns(next);
      setError('');
    } catch {
      setError(MESSAGES.dashboard.fetchApplications);
    } finally {
      setLoading(false);
    }
  }, [api, jobId]);
  useEffect(() => {
    void load();
  }, [load]);

  // The next page of a column scrolled near its end (one request per column at a time).
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const loadMore = useCallback(
    async (s: ApplicationStatus) => {
      const column = columnsRef.current[s];
      if (column.loadingMore || column.items.length >= column.total) return;
      setColumns((current) => ({ ...current, [s]: { ...current[s], loadingMore: true } }));
      try {
        const page = await api.listApplications({
          status: s,
          limit: COLUMN_PAGE,
          page: nextPage(column),
          ...(jobId ? { jobId } : {}),
        });
        setColumns((current) => {
          const seen = new Set(current[s].items.map((a) => a._id));
          const fresh = page.items.filter((a) => !seen.has(a._id));
          // A page with nothing new (moves shifted it): count it as read, so the next is asked.
          const moved = fresh.length === 0 ? current[s].moved - COLUMN_PAGE : current[s].moved;
          return {
            ...current,
            [s]: {
              items: [...current[s].items, ...fresh],
              total: page.total,
              moved,
              loadingMore: false,
            },
          };
        });
      } catch {
        setError(MESSAGES.dashboard.fetchApplications);
        setColumns((current) => ({ ...current, [s]: { ...current[s], loadingMore: false } }));
      }
    },
    [api, jobId],
  );
  const onNearEnd = useCallback((s: ApplicationStatus) => void loadMore(s), [loadMore]);

  const byId = useMemo(() => {
    const map = new Map<string, JobApplication>();
    for (const s of APPLICATION_STATUSES) for (const a of columns[s].items) map.set(a._id, a);
    return map;
  }, [columns]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  const name = (id: string | number) => byId.get(String(id))?.fullName ?? 'the application';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}. Use the left and right arrows to choose a status, Space to drop.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over ${statusLabel(String(over.id))}.`
        : `${name(active.id)} is over no column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} moved to ${statusLabel(String(over.id))}.`
        : `${name(active.id)} was dropped back.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };

  async function onDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    const application = byId.get(String(active.id));
    const to = over?.id as ApplicationStatus | undefined;
    if (!application || !to || to === application.status) return;
    const from = application.status;
    const moved = { ...application, status: to };
    // Optimistic: the card moves at once; a refusal puts it back.
    setColumns((current) => ({
      ...current,
      [from]: {
        ...current[from],
        items: current[from].items.filter((a) => a._id !== application._id),
        total: current[from].total - 1,
        moved: current[from].moved + 1,
      },
      [to]: {
        ...current[to],
        items: [moved, ...current[to].items],
        total: current[to].total + 1,
        moved: current[to].moved + 1,
      },
    }));
    // dnd-kit's live region has just said where it went (announcements.onDragEnd); saying it
    // again here would be heard twice. A refusal is said by the error banner.
    try {
      await api.updateApplicationStatus(application._id, to);
    } catch (caught) {
      setError(failureMessage(caught, MESSAGES.dashboard.updateApplicationStatus));
      await load();
    }
  }

  return (
    <main className="admin-page admin-board">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Pipeline</h1>
        <Link to={adminPaths.dashboard('applications')} className="admin-btn admin-btn--secondary">
          List view
        </Link>
      </div>
      <div className="admin-list-toolbar">
        <select
          className="admin-select"
          aria-label="Filter the pipeline by job"
          value={jobId}
          onChange={(e) =>
            setParams(e.target.value ? { job: e.target.value } : {}, { replace: true })
          }
        >
          <option value="">All jobs</option>
          {jobs.map((job) => (
            <option key={job._id} value={job._id}>
              {job.title}
            </option>
          ))}
        </select>
        <p className="admin-muted">
          Drag a card, or focus its handle and press Space, ← or →, then Space.
        </p>
      </div>
      {error && (
        <Banner kind="error" onDismiss={() => setError('')}>
          {error}
        </Banner>
      )}
      <p role="status" aria-live="polite" className="admin-muted">
        {loading ? 'Loading...' : ''}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderCard}
        onDragStart={({ active }) => setActiveId(String(active.id))}
        onDragCancel={() => setActiveId(null)}
        onDragEnd={(event) => void onDragEnd(event)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move an application, press Space, then the left and right arrows to choose its status, and Space to drop it, or Escape to cancel.',
          },
        }}
      >
        <div className="admin-board__columns">
          {APPLICATION_STATUSES.map((s) => (
            <Column
              key={s}
              status={s}
              column={columns[s]}
              activeId={activeId}
              onNearEnd={onNearEnd}
            />
          ))}
        </div>
        {/* The card follows the pointer above the columns (a column's scroll would clip it). */}
        {/* No fly-back animation: the card is where it was dropped at once. */}
        <DragOverlay dropAnimation={null}>
          {activeId && byId.get(activeId) ? (
            <div className="admin-board__card admin-board__card--dragging" aria-hidden="true">
              <span className="admin-board__handle">⠿</span>
              <CardBody application={byId.get(activeId)!} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </main>
  );
}
