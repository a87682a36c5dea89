/**
 * The recruiting pipeline: a column per status of the spec, a card per application, moved by
 * dragging (a mouse, or a finger held on the handle), by keyboard (focus a card's handle, Space to
 * lift, ←/→ to change column, Space to drop, Escape to cancel) or by the card's "Move to…" menu,
 * filtered by job. A move is a status change on the server; a refused one puts the card back and
 * says why. Columns are virtualised (only the cards in view are in the page) and load the next
 * page as they are scrolled, so a column of thousands stays smooth. On a phone one column shows
 * at a time, chosen by a status switcher whose buttons also take a card dragged onto them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { JobApplication } from '../../../contract/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import { statusLabel } from '../../../contract/status-labels';
import type { Job } from '../../../contract/job';
import { useAdminApi } from '../../app/admin-platform-context';
import { adminPaths } from '../../app/admin-paths';
import { Banner } from '../../ui/banner';
import { usePhoneLayout } from '../../ui/use-media-query';
import { DraggedCard } from './pipeline-card';
import { Column } from './pipeline-column';
import {
  announcementsFor,
  columnCoordinates,
  columnUnderCard,
  SCREEN_READER_INSTRUCTIONS,
} from './pipeline-dnd';
import { MoveMenu, type MoveMenuHandle } from './pipeline-move-sheet';
import { StatusSwitcher } from './pipeline-status-switcher';
import { usePipeline } from './use-pipeline';
import './pipeline-board.css';

export function PipelineBoard() {
  const api = useAdminApi();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const [jobs, setJobs] = useState<Job[]>([]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const { columns, loading, error, setError, byId, onNearEnd, onDragEnd, move } =
    usePipeline(jobId);
  const phone = usePhoneLayout();
  const [shown, setShown] = useState<ApplicationStatus>('received');
  const moveMenu = useRef<MoveMenuHandle>(null);
  const openMoveMenu = useCallback(
    (application: JobApplication) => moveMenu.current?.open(application),
    [],
  );
  // What the "Move to…" menu did, for screen readers (a drag is said by dnd-kit's own region).
  const [said, setSaid] = useState('');
  const board = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api.jobs
      .list({ query: { limit: 100 } })
      .then((page) => setJobs(page.items))
      .catch(() => setJobs([]));
  }, [api]);

  // A mouse drags after 5 px; a finger after holding the handle a quarter second, so a swipe
  // over a card still scrolls the page or the column.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );

  async function moveByMenu(application: JobApplication, to: ApplicationStatus) {
    setSaid('');
    const from = application.status;
    if (await move(application, to)) {
      setSaid(`${application.fullName} moved to ${statusLabel(to)}.`);
    }
    // The card has left its column: the column it left keeps the focus.
    board.current?.querySelector<HTMLElement>(`#column-title-${from}`)?.focus();
  }
  const name = (id: string | number) => byId.get(String(id))?.fullName ?? 'the application';
  const dragged = activeId ? byId.get(activeId) : undefined;

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
          {phone
            ? 'Hold a card’s handle and drag it onto a status, or use its “Move to…”.'
            : 'Drag a card, or focus its handle and press Space, ← or →, then Space.'}
        </p>
      </div>
      {error && (
        <Banner kind="error" onDismiss={() => setError('')}>
          {error}
        </Banner>
      )}
      <p role="status" aria-live="polite" className="admin-muted">
        {loading ? 'Loading...' : said}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderCard}
        onDragStart={({ active }) => setActiveId(String(active.id))}
        onDragCancel={() => setActiveId(null)}
        onDragEnd={(event) => {
          setActiveId(null);
          void onDragEnd(event);
        }}
        accessibility={{
          announcements: announcementsFor(name),
          screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
        }}
      >
        {/* Inside the DndContext: its buttons are drop targets (outside, useDroppable is a no-op). */}
        {phone && <StatusSwitcher columns={columns} shown={shown} onShow={setShown} />}
        <div className="admin-board__columns" ref={board}>
          {APPLICATION_STATUSES.filter((s) => !phone || s === shown).map((s) => (
            <Column
              key={s}
              status={s}
              column={columns[s]}
              activeId={activeId}
              onNearEnd={onNearEnd}
              onMoveMenu={openMoveMenu}
            />
          ))}
        </div>
        {/* The card follows the pointer above the columns (a column's scroll would clip it). */}
        {/* No fly-back animation: the card is where it was dropped at once. */}
        <DragOverlay dropAnimation={null}>
          {dragged ? <DraggedCard application={dragged} /> : null}
        </DragOverlay>
      </DndContext>
      <MoveMenu ref={moveMenu} onMove={(application, to) => void moveByMenu(application, to)} />
    </main>
  );
}
