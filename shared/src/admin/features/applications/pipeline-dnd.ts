/**
 * How cards move between the columns with dnd-kit: which column a card is over, the keyboard's
 * steps (←/→ to the next column), and what a screen reader hears.
 */
import {
  KeyboardCode,
  pointerWithin,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { statusLabel } from '../../../contract/status-labels';

/**
 * Which column a card is over. With a mouse or a finger: the column under the pointer (the card
 * may straddle two). By keyboard: the column whose width holds the card's centre; the columns
 * stand side by side, so height never decides (a card far down a scrolled column included).
 */
export const columnUnderCard: CollisionDetection = (args) => {
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

export const columnCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
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

/** What is said while a card moves; `name` gives the applicant's name of a card's id. */
export function announcementsFor(name: (id: string | number) => string): Announcements {
  return {
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
}

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move an application, press Space, then the left and right arrows to choose its status, and Space to drop it, or Escape to cancel.',
};
