import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  createWindowStateStore,
  DEFAULT_WINDOW_STATE,
  fitToDisplays,
  trackWindowState,
  type TrackedWindow,
} from './window-state';

const SCREEN = { x: 0, y: 0, width: 1920, height: 1040 };
const SECOND = { x: 1920, y: 0, width: 1280, height: 1000 };

describe('window state', () => {
  it('remembers size, position and maximised state across runs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northbeam-ws-'));
    const store = createWindowStateStore(dir);
    expect(await store.load([SCREEN])).toEqual(DEFAULT_WINDOW_STATE);
    await store.save({ x: 100, y: 80, width: 1400, height: 900, maximized: true });
    expect(await createWindowStateStore(dir).load([SCREEN])).toEqual({
      x: 100,
      y: 80,
      width: 1400,
      height: 900,
      maximized: true,
    });
  });

  it('ignores a corrupt file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northbeam-ws-'));
    await writeFile(join(dir, 'window-state.json'), '{"width": "huge"');
    expect(await createWindowStateStore(dir).load([SCREEN])).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('recentres a window left on a display that is gone', () => {
    const onSecond = { x: 2000, y: 100, width: 1000, height: 800, maximized: false };
    expect(fitToDisplays(onSecond, [SCREEN, SECOND])).toEqual(onSecond);
    expect(fitToDisplays(onSecond, [SCREEN])).toEqual({
      width: 1000,
      height: 800,
      maximized: false,
    });
  });

  it('clamps a size larger than the screen when recentring', () => {
    expect(fitToDisplays({ width: 5000, height: 3000, maximized: false }, [SCREEN])).toEqual({
      width: 1920,
      height: 1040,
      maximized: false,
    });
  });

  it('saves on move/resize (debounced) and on close', async () => {
    vi.useFakeTimers();
    try {
      const listeners = new Map<string, () => void>();
      let bounds = { x: 10, y: 20, width: 1000, height: 700 };
      const win: TrackedWindow = {
        getNormalBounds: () => bounds,
        isMaximized: () => false,
        isDestroyed: () => false,
        on: (event, listener) => listeners.set(event, listener),
      };
      const saved: unknown[] = [];
      trackWindowState(
        win,
        { load: async () => DEFAULT_WINDOW_STATE, save: async (s) => void saved.push(s) },
        500,
      );
      listeners.get('resize')?.();
      bounds = { ...bounds, width: 1100 };
      listeners.get('move')?.();
      expect(saved).toHaveLength(0);
      vi.advanceTimersByTime(500);
      expect(saved).toEqual([{ x: 10, y: 20, width: 1100, height: 700, maximized: false }]);
      listeners.get('close')?.();
      expect(saved).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a plain JSON file (not a secret)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'northbeam-ws-'));
    await createWindowStateStore(dir).save({ width: 1000, height: 700, maximized: false });
    expect(JSON.parse(await readFile(join(dir, 'window-state.json'), 'utf8'))).toEqual({
      width: 1000,
      height: 700,
      maximized: false,
    });
  });
});
