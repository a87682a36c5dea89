// @vitest-environment jsdom
/**
 * The pipeline board: a column per status with its count and cards, the job filter, and a card
 * moved by keyboard with dnd-kit's keyboard sensor (Space, →, Space), which is a status change on
 * the server; a refused one puts the card back. jsdom lays nothing out, so the columns are given
 * the rectangles a browser would (side by side); the real browser run is e2e/admin/pipeline.spec.ts.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobApplication } from '../../../contract/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../contract/constants';
import type { Job } from '../../../contract/job';
import { routes } from '../../../contract/routes';
import {
  currentLocation,
  fail,
  fakeServer,
  listPage,
  ok,
  renderAdmin,
} from '../../testing/admin-test-host';
import { PipelineBoard } from './pipeline-board';

const SRE = '00000000-0000-4000-8000-0000000000a1';
const DEV = '00000000-0000-4000-8000-0000000000a2';
const JOBS: Job[] = [
  {
    _id: SRE,
    title: 'Site Reliability Engineer',
    description: 'Keep it up.',
    requirements: [],
    location: 'Remote',
    type: 'Full-time',
    isActive: true,
    postedDate: '2026-10-01T12:00:00.000Z',
  },
  {
    _id: DEV,
    title: 'Frontend Developer',
    description: 'Make it nice.',
    requirements: [],
    location: 'Berlin',
    type: 'Contract',
    isActive: true,
    postedDate: '2026-10-02T12:00:00.000Z',
  },
];

function application(
  n: number,
  status: ApplicationStatus,
  job: Job | null = JOBS[0]!,
): JobApplication {
  return {
    _id: `app-${n}`,
    fullName: `Candidate ${n}`,
    email: `candidate${n}@example.com`,
    phone: '+1 555 0100',
    coverLetter: '',
    resumeUrl: `/api/careers/applications/app-${n}/resume`,
    resumeName: 'resume.pdf',
    job: job && { _id: job._id, title: job.title },
    status,
    appliedAt: '2026-11-0' + ((n % 9) + 1) + 'T12:00:00.000Z',
    spam: null,
  };
}

/** The applications endpoint over `stored`, by status and job, with status changes kept. */
function boardServer(stored: JobApplication[]) {
  const server = fakeServer();
  server.on(routes.jobs.list, () => listPage(JOBS));
  server.on(routes.applications.list, ({ query }) => {
    const found = stored.filter(
      (a) =>
        (!query.status || a.status === query.status) &&
        (!query.jobId || a.job?._id === query.jobId),
    );
    return listPage(found.slice(0, Number(query.limit)), found.length);
  });
  server.on(routes.applications.updateStatus, ({ params, body }) => {
    const index = stored.findIndex((a) => a._id === params.id);
    stored[index] = { ...stored[index]!, ...(body as { status: ApplicationStatus }) };
    return ok(stored[index]);
  });
  return server;
}

/** A browser's layout: the columns side by side, 300 px apart; a card inside its column. */
function layOut() {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  const columnOf = (element: Element) =>
    APPLICATION_STATUSES.indexOf(
      (element.closest('[data-testid^="column-"]')?.getAttribute('data-testid') ?? '').replace(
        'column-',
        '',
      ) as ApplicationStatus,
    );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    // dnd-kit's overlay (the card that moves) is placed where the card was lifted, by its style.
    const overlay = this.closest<HTMLElement>('[style*="position: fixed"]');
    if (overlay) {
      const { left, top, width, height } = overlay.style;
      return rect(parseFloat(left), parseFloat(top), parseFloat(width), parseFloat(height));
    }
    const column = columnOf(this);
    if (column < 0) return rect(0, 0, 0, 0);
    const left = column * 300;
    if (this.matches('[data-testid^="column-"]')) return rect(left, 0, 280, 800);
    if (this.matches('.admin-board__scroll')) return rect(left, 60, 280, 700);
    const card = this.closest('.admin-board__card');
    const index = Number(card?.getAttribute('data-index') ?? 0);
    return rect(left + 10, 70 + index * 100, 260, 92);
  });
  // The virtualiser reads its scroller's size from clientHeight, a card's from offsetHeight.
  const size = (
    name: 'clientHeight' | 'clientWidth' | 'offsetHeight',
    of: (e: Element) => number,
  ) =>
    vi.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
      return of(this);
    });
  size('clientHeight', (e) => (e.classList.contains('admin-board__scroll') ? 700 : 0));
  size('clientWidth', (e) => (e.classList.contains('admin-board__scroll') ? 280 : 0));
  size('offsetHeight', (e) => (e.classList.contains('admin-board__card') ? 92 : 0));
}

beforeEach(layOut);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const column = (status: ApplicationStatus) => within(screen.getByTestId(`column-${status}`));
const cardNames = (status: ApplicationStatus) =>
  column(status)
    .queryAllByTestId('board-card')
    .map((card) => card.querySelector('a')!.textContent);

describe('the pipeline board', () => {
  it('shows a column per status with its count, and a card per application', async () => {
    const server = boardServer([
      application(1, 'received'),
      application(2, 'received', JOBS[1]!),
      application(3, 'reviewing', null),
      application(4, 'hired'),
    ]);
    renderAdmin(<PipelineBoard />, { server, at: '/admin/pipeline' });

    await waitFor(() => expect(cardNames('received')).toEqual(['Candidate 1', 'Candidate 2']));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Received 2 applications',
      'Reviewing 1 application',
      'Interviewed 0 applications',
      'Rejected 0 applications',
      'Hired 1 application',
      'Withdrawn 0 applications',
    ]);
    expect(cardNames('reviewing')).toEqual(['Candidate 3']);
    expect(cardNames('hired')).toEqual(['Candidate 4']);
    expect(cardNames('interviewed')).toEqual([]);

    const card = column('received').getAllByTestId('board-card')[1]!;
    expect(within(card).getByRole('link', { name: 'Candidate 2' }).getAttribute('href')).toBe(
      '/admin/applications/app-2',
    );
    expect(within(card).getByText('Frontend Developer')).toBeTruthy();
    expect(within(card).getByText('Nov 3, 2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Move Candidate 2' })).toBeTruthy();
    expect(column('reviewing').getByText('Job removed')).toBeTruthy();
    // Each column asked for its own status.
    const asked = server.callsTo(routes.applications.list).map((c) => c.query.status);
    expect(new Set(asked)).toEqual(new Set(APPLICATION_STATUSES));
  });

  it("filters by job: the job's applications only, the job kept in the address", async () => {
    const server = boardServer([
      application(1, 'received'),
      application(2, 'received', JOBS[1]!),
      application(3, 'reviewing', JOBS[1]!),
    ]);
    const { user } = renderAdmin(<PipelineBoard />, { server, at: '/admin/pipeline' });
    await waitFor(() => expect(cardNames('received')).toHaveLength(2));

    const filter = screen.getByRole('combobox', { name: 'Filter the pipeline by job' });
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All jobs', 'Site Reliability Engineer', 'Frontend Developer']),
    );
    await user.selectOptions(filter, 'Frontend Developer');
    await waitFor(() => expect(cardNames('received')).toEqual(['Candidate 2']));
    expect(cardNames('reviewing')).toEqual(['Candidate 3']);
    expect(currentLocation()).toBe(`/admin/pipeline?job=${DEV}`);
    expect(server.callsTo(routes.applications.list).at(-1)!.query).toMatchObject({ jobId: DEV });

    await user.selectOptions(filter, 'All jobs');
    await waitFor(() => expect(cardNames('received')).toHaveLength(2));
    expect(currentLocation()).toBe('/admin/pipeline');
  });

  it('moves a card by keyboard: Space lifts it, → picks the next column, Space drops it there', async () => {
    const server = boardServer([application(1, 'received'), application(2, 'received')]);
    const { user } = renderAdmin(<PipelineBoard />, { server, at: '/admin/pipeline' });
    await waitFor(() => expect(cardNames('received')).toHaveLength(2));

    const handle = screen.getByRole('button', { name: 'Move Candidate 2' });
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'));
    await user.keyboard('{ArrowRight}');
    await screen.findByText('Candidate 2 is over Reviewing.');
    await user.keyboard(' ');

    await waitFor(() => expect(cardNames('reviewing')).toEqual(['Candidate 2']));
    expect(cardNames('received')).toEqual(['Candidate 1']);
    expect(column('reviewing').getByRole('heading').textContent).toBe('Reviewing 1 application');
    expect(column('received').getByRole('heading').textContent).toBe('Received 1 application');
    expect(screen.getByText('Candidate 2 moved to Reviewing.')).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo(routes.applications.updateStatus)).toEqual([
        { params: { id: 'app-2' }, query: {}, body: { status: 'reviewing' } },
      ]),
    );
  });

  it('goes two columns over with → →, and back with ←', async () => {
    const server = boardServer([application(1, 'reviewing')]);
    const { user } = renderAdmin(<PipelineBoard />, { server, at: '/admin/pipeline' });
    await waitFor(() => expect(cardNames('reviewing')).toHaveLength(1));

    screen.getByRole('button', { name: 'Move Candidate 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await screen.findByText('Candidate 1 is over Interviewed.');
    await user.keyboard('{ArrowRight}');
    await screen.findByText('Candidate 1 is over Rejected.');
    await user.keyboard('{ArrowLeft}');
    await screen.findByText('Candidate 1 is over Interviewed.');
    await user.keyboard(' ');
    await waitFor(() => expect(cardNames('interviewed')).toEqual(['Candidate 1']));
    await waitFor(() =>
      expect(server.callsTo(routes.applications.updateStatus).map((c) => c.body)).toEqual([
        { status: 'interviewed' },
      ]),
    );
  });

  it('Escape puts the card back and changes nothing', async () => {
    const server = boardServer([application(1, 'received')]);
    const { user } = renderAdmin(<PipelineBoard />, { server, at: '/admin/pipeline' });
    await waitFor(() => expect(cardNames('received')).toHaveLength(1));

    const handle = screen.getByRole('button', { name: 'Move Candidate 1' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await screen.findByText('Candidate 1 is over Reviewing.');
    await user.keyboard('{Escape}');
    await screen.findByText('Moving Candidate 1 was cancelled.');
    expect(cardNames('received')).toEqual(['Candidate 1']);
    expect(cardNames('reviewing')).toEqual([]);
    expect(server.callsTo(routes.applications.updateStatus)).toEqual([]);
  });

  it('a refused move puts the card back and says why', async () => {
    const server = boardServer([application(1, 'received')]);
    server.on(routes.applications.updateStatus, () =>
      fail(403, 'Only recruiters move applications'),
    );
    const { user } = renderAdmin(<PipelineBoard />, { server, at: '/admin/pipeline' });
    await waitFor(() => expect(cardNames('received')).toHaveLength(1));

    screen.getByRole('button', { name: 'Move Candidate 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await screen.findByText('Candidate 1 is over Reviewing.');
    await user.keyboard(' ');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your role does not allow this. Only recruiters move applications',
    );
    await waitFor(() => expect(cardNames('received')).toEqual(['Candidate 1']));
    expect(cardNames('reviewing')).toEqual([]);
    expect(column('reviewing').getByRole('heading').textContent).toBe('Reviewing 0 applications');
  });

  it('says so when the applications cannot be read', async () => {
    const server = boardServer([]);
    server.on(routes.applications.list, () => fail(500, 'Internal error'));
    renderAdmin(<PipelineBoard />, { server, at: '/admin/pipeline' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch applications',
    );
  });
});
