/** Window size and position remembered between runs (window-state.json in userData). */
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from './json-file';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(20000),
  height: z.number().int().min(300).max(20000),
  maximized: z.boolean().default(false),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 860, maximized: false };
export const MIN_WIDTH = 900;
export const MIN_HEIGHT = 600;

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Keeps a remembered state only where it is still visible: a window whose title bar would sit on a
 * display that is gone is recentred on the primary display; sizes are clamped to the work area.
 */
export function fitToDisplays(state: WindowState, workAreas: Rect[]): WindowState {
  const primary = workAreas[0];
  if (!primary) return state;
  const width = Math.min(Math.max(state.width, MIN_WIDTH), primary.width);
  const height = Math.min(Math.max(state.height, MIN_HEIGHT), primary.height);
  if (state.x === undefined || state.y === undefined) {
    return { width, height, maximized: state.maximized };
  }
  const titleBar: Rect = { x: state.x, y: state.y, width: state.width, height: 40 };
  const visible = workAreas.some((area) => overlap(titleBar, area) >= 40 * 40);
  if (!visible) return { width, height, maximized: state.maximized };
  return state;
}

export interface WindowStateStore {
  load(workAreas: Rect[]): Promise<WindowState>;
  save(state: WindowState): Promise<void>;
}

export function createWindowStateStore(userDataDir: string): WindowStateStore {
  const file = join(userDataDir, 'window-state.json');
  return {
    async load(workAreas) {
      const stored = await readJsonFile(file, windowStateSchema);
      return fitToDisplays(stored ?? DEFAULT_WINDOW_STATE, workAreas);
    },
    async save(state) {
      await writeJsonFile(file, windowStateSchema.parse(state));
    },
  };
}

/** What `trackWindowState` needs of a BrowserWindow. */
export interface TrackedWindow {
  getNormalBounds(): Rect;
  isMaximized(): boolean;
  isDestroyed(): boolean;
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
}

/** Saves the window's normal bounds (debounced) and on close. */
export function trackWindowState(
  win: TrackedWindow,
  store: WindowStateStore,
  debounceMs = 500,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const snapshot = (): WindowState => {
    const b = win.getNormalBounds();
    return {
      x: Math.round(b.x),
      y: Math.round(b.y),
      width: Math.round(b.width),
      height: Math.round(b.height),
      maximized: win.isMaximized(),
    };
  };
  const saveNow = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (win.isDestroyed()) return;
    void store.save(snapshot()).catch(() => undefined);
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(saveNow, debounceMs);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const)
    win.on(event, schedule);
  win.on('close', saveNow);
}
