// @vitest-environment jsdom
/**
 * The day's pages in a data router: one fetched ahead is drawn in the navigation's own update
 * (no loading screen, no wait for its module); one not fetched yet shows
 * the loading screen until it arrives; one that failed to load is asked for again on the next
 * visit.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDayPages, type DayPageLoaders } from './day-pages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Nothing: ComponentType = () => null;
const Application: ComponentType = () => <h1>Ada Lovelace</h1>;

/** A module's arrival: a dynamic import resolves in a later task, not at once. */
const arriving = (page: ComponentType) => () =>
  new Promise<ComponentType>((resolve) => setTimeout(() => resolve(page), 20));

function loaders(application: DayPageLoaders['application']): DayPageLoaders {
  const none = arriving(Nothing);
  return { dashboard: none, application, contact: none, consultation: none, unmatched: none };
}

/** A list linking to the application's page, and what the document showed along the way. */
function mount(source: DayPageLoaders) {
  const pages = createDayPages(source);
  const seen = { loadingShown: false };
  const List = () => <Link to="/application">Open Ada</Link>;
  const router = createMemoryRouter(
    [
      { path: '/list', Component: List },
      {
        path: '/application',
        Component: () => <pages.Page name="application" />,
        ErrorBoundary: () => <p>The page failed to load.</p>,
      },
    ],
    { initialEntries: ['/list'] },
  );
  const watcher = new MutationObserver(() => {
    if (document.body.textContent?.includes('Loading...')) seen.loadingShown = true;
  });
  watcher.observe(document.body, { subtree: true, childList: true, characterData: true });
  render(<RouterProvider router={router} />);
  return { pages, router, seen, stop: () => watcher.disconnect() };
}

describe('the day pages', () => {
  it('draws a page fetched ahead in the navigation itself, with no loading screen', async () => {
    vi.useFakeTimers();
    const { pages, seen, stop } = mount(loaders(arriving(Application)));
    const cancel = pages.prefetchWhenIdle();
    await act(() => vi.runAllTimersAsync());
    vi.useRealTimers();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Open Ada' }));
    });
    // In the click's own update: a route the router loads (`lazy`) would wait for its module
    // first, in a "loading" state of the router's that draws the page being left again.
    expect(screen.queryByRole('heading', { name: 'Ada Lovelace' })).not.toBeNull();
    expect(seen.loadingShown).toBe(false);
    cancel();
    stop();
  });

  it('shows the loading screen for a page not fetched yet, then the page', async () => {
    let arrive: (page: ComponentType) => void = () => {};
    const { seen, stop } = mount(
      loaders(() => new Promise<ComponentType>((resolve) => (arrive = resolve))),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Open Ada' }));
    });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    await act(async () => arrive(Application));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(seen.loadingShown).toBe(true);
    stop();
  });

  it('asks again for a page that failed to load, on the next visit', async () => {
    let online = false;
    const { router, stop } = mount(
      loaders(() => (online ? arriving(Application)() : Promise.reject(new Error('offline')))),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Open Ada' }));
    });
    expect(await screen.findByText('The page failed to load.')).toBeTruthy();
    online = true;
    await act(() => router.navigate('/list'));
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Open Ada' }));
    });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    stop();
  });
});
