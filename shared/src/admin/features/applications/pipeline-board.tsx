/**
 * The recruiting pipeline: a column per status of the spec, a card per application, moved by
 * dragging or by keyboard (focus a card's handle, Space to lift, ←/→ to change column, Space to
 * drop, Escape to cancel), filtered by job. A move is a status change on the server; a refused
 * one puts the card back and says why.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { JobApplication } from '../../../contract/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import type { Job } from '../../../contract/job';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { formatDate } from '../../ui/format-date';
import './pipeline-board.css';

/** Cards per column; the column says how many more there are. */
const COLUMN_LIMIT = 50;

type Columns = Record<ApplicationStatus, { items: JobApplication[]; total: number }>;

const emptyColumns = (): Columns =>
  Object.fromEntries(
    APPLICATION_STATUSES.map((s) => [s, { items: [] as JobApplication[], total: 0 }]),
  ) as Columns;

/** ←/→ jump to the neighbouring column (dnd-kit's default moves 25 px per key). */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((c): c is { id: typeof c.id; rect: NonNullable<typeof c.rect> } => !!c.rect)
    .sort((a, b) => a.rect.left - b.rect.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = columns.findIndex((c) => centre >= c.rect.left && centre < c.rect.right);
  const next = columns[current === -1 ? 0 : current + step];
  if (!next) return undefined;
  return {
    x: next.rect.left + next.rect.width / 2 - collisionRect.width / 2,
    y: currentCoordinates.y,
  };
};

function Card({ application }: { application: JobApplication }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: application._id,
    data: { status: application.status },
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
    : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`admin-board__card${isDragging ? ' admin-board__card--dragging' : ''}`}
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
      <div>
        <Link to={`/admin/applications/${application._id}`} className="admin-strong">
          {application.fullName}
        </Link>
        <div className="admin-muted">{application.job?.title ?? 'Job removed'}</div>
        <div className="admin-muted">{formatDate(application.appliedAt)}</div>
      </div>
    </li>
  );
}

function Column({
  status,
  items,
  total,
}: {
  status: ApplicationStatus;
  items: JobApplication[];
  total: number;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      className={`admin-board__column${isOver ? ' admin-board__column--over' : ''}`}
      aria-label={`${status} (${total})`}
      data-testid={`column-${status}`}
    >
      <h2 className="admin-board__title">
        {status} <span className="admin-muted">{total}</span>
      </h2>
      <ul className="admin-board__cards">
        {items.map((application) => (
          <Card key={application._id} application={application} />
        ))}
      </ul>
      {total > items.length && (
        <p className="admin-muted">
          {total - items.length} more:{' '}
          <Link to="/admin/dashboard?tab=applications">see the list</Link>
        </p>
      )}
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
  const [status, setStatus] = useState('');

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
          api.listApplications({ status: s, limit: COLUMN_LIMIT, ...(jobId ? { jobId } : {}) }),
        ),
      );
      const next = emptyColumns();
      APPLICATION_STATUSES.forEach((s, i) => {
        next[s] = { items: pages[i]!.items, total: pages[i]!.total };
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
        ? `${name(active.id)} is over ${String(over.id)}.`
        : `${name(active.id)} is over no column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} moved to ${String(over.id)}.`
        : `${name(active.id)} was dropped back.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };

  async function onDragEnd({ active, over }: DragEndEvent) {
    const application = byId.get(String(active.id));
    const to = over?.id as ApplicationStatus | undefined;
    if (!application || !to || to === application.status) return;
    const from = application.status;
    const moved = { ...application, status: to };
    // Optimistic: the card moves at once; a refusal puts it back.
    setColumns((current) => ({
      ...current,
      [from]: {
        items: current[from].items.filter((a) => a._id !== application._id),
        total: current[from].total - 1,
      },
      [to]: { items: [moved, ...current[to].items], total: current[to].total + 1 },
    }));
    setStatus('');
    try {
      await api.updateApplicationStatus(application._id, to);
      setStatus(`${application.fullName} moved to ${to}.`);
    } catch {
      setError(MESSAGES.dashboard.updateApplicationStatus);
      await load();
    }
  }

  return (
    <main className="admin-page admin-board">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Pipeline</h1>
        <Link to="/admin/dashboard?tab=applications" className="admin-btn admin-btn--secondary">
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
        {loading ? 'Loading...' : status}
      </p>
      <DndContext
        sensors={sensors}
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
            <Column key={s} status={s} items={columns[s].items} total={columns[s].total} />
          ))}
        </div>
      </DndContext>
    </main>
  );
}
