import { useEffect, useRef } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { JobApplication } from '../../../contract/application';
import type { ApplicationStatus } from '../../../contract/constants';
import { statusLabel } from '../../../contract/status-labels';
import { plural } from '../../ui/plural';
import { Card } from './pipeline-card';
import type { ColumnState } from './pipeline-columns';

/** A card's height before it is measured (it is measured once shown). */
const CARD_ESTIMATE = 92;

/**
 * A status's column: a drop target whose cards are virtualised (only those in view are in the
 * page); scrolled near its end, it asks for the next page.
 */
export function Column({
  status,
  column,
  activeId,
  onNearEnd,
  onMoveMenu,
}: {
  status: ApplicationStatus;
  column: ColumnState;
  activeId: string | null;
  onNearEnd: (status: ApplicationStatus) => void;
  onMoveMenu: (application: JobApplication) => void;
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
      <h2 className="admin-board__title" id={`column-title-${status}`} tabIndex={-1}>
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
              onMoveMenu={onMoveMenu}
            />
          ))}
        </ul>
        {column.loadingMore && <p className="admin-muted">Loading more…</p>}
      </div>
    </section>
  );
}
