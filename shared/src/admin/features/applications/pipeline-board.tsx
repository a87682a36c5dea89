/**
 * The recruiting pipeline: a column per status of the spec, a card per application, moved by
 * dragging or by keyboard (focus a card's handle, Space to lift, ←/→ to change column, Space to
 * drop, Escape to cancel), filtered by job. A move is a status change on the server; a refused
 * one puts the card back and says why. Columns are virtualised (only the cards in view are in the
 * page) and load the next page as they are scrolled, so a column of thousands stays smooth.
 */
import { useEffect, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Link, useSearchParams } from 'react-router-dom';
import { APPLICATION_STATUSES } from '../../../contract/constants';
import type { Job } from '../../../contract/job';
import { useAdminApi } from '../../app/admin-platform-context';
import { adminPaths } from '../../app/admin-paths';
import { Banner } from '../../ui/banner';
import { DraggedCard } from './pipeline-card';
import { Column } from './pipeline-column';
import {
  announcementsFor,
  columnCoordinates,
  columnUnderCard,
  SCREEN_READER_INSTRUCTIONS,
} from './pipeline-dnd';
import { usePipeline } from './use-pipeline';
import './pipeline-board.css';

export function PipelineBoard() {
  const api = useAdminApi();
  const [params, setParams] = useSearchParams();
  const jobId = params.get('job') ?? '';
  const [jobs, setJobs] = useState<Job[]>([]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const { columns, loading, error, setError, byId, onNearEnd, onDragEnd } = usePipeline(jobId);

  useEffect(() => {
    api
      .listJobs({ limit: 100 })
      .then((page) => setJobs(page.items))
      .catch(() => setJobs([]));
  }, [api]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
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
        onDragEnd={(event) => {
          setActiveId(null);
          void onDragEnd(event);
        }}
        accessibility={{
          announcements: announcementsFor(name),
          screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
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
          {dragged ? <DraggedCard application={dragged} /> : null}
        </DragOverlay>
      </DndContext>
    </main>
  );
}
