// @vitest-environment jsdom
/**
 * A page's sections wait for its first frame: the header is in the first commit alone (what a
 * tap shows first), the sections follow right after without anything else happening.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AfterFirstPaint', () => {
  it('leaves its children out of the first frame and shows them right after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    render(
      <main>
        <h1>Ada Lovelace</h1>
        <AfterFirstPaint>
          <section aria-label="Workspace">Notes</section>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Workspace' })).toBeNull();
    // The frame (its animation-frame callbacks), then the timer queued after its paint.
    await act(() => vi.advanceTimersToNextFrame());
    expect(screen.queryByRole('region', { name: 'Workspace' })).toBeNull();
    await act(() => vi.runOnlyPendingTimers());
    expect(screen.getByRole('region', { name: 'Workspace' }).textContent).toBe('Notes');
  });
});
