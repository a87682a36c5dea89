/**
 * The pages of a day's work (the lists, an application, a lead, replies to match), each with the
 * sections other features place in it. They are not in the first bundle, which is only what the
 * first screen needs (sign-in, the Overview); once a signed-in admin is idle they are fetched
 * ahead, so a tap on a list row or an Overview item finds its page loaded.
 *
 * Their routes are plain components, not the router's `lazy`: a route with `lazy` makes the
 * router go through a "loading" state on its first visit, even when the modules are already
 * here, and that state re-renders the page being left (the whole list: ~180 ms of a tap on an
 * application at 4x CPU throttling). A page fetched ahead is drawn in the navigation's one render.
 */
import { Suspense, use, type ComponentType } from 'react';
import { LoadingScreen } from '../ui/loading-screen';

export const DAY_PAGE_LOADERS = {
  async dashboard(): Promise<ComponentType> {
    return (await import('../dashboard/dashboard-page')).DashboardPage;
  },
  async application(): Promise<ComponentType> {
    const [
      { ApplicationPage },
      { InterviewsPanel },
      { SubmitToClientPanel },
      { scheduleFromAnswer },
    ] = await Promise.all([
      import('../features/workspace/application-page'),
      import('../features/interviews/interviews-panel'),
      import('../features/staffing/submit-to-client-panel'),
      import('./schedule-from-answer'),
    ]);
    return () => (
      <ApplicationPage
        interviews={<InterviewsPanel />}
        submittals={<SubmitToClientPanel schedule={scheduleFromAnswer} />}
      />
    );
  },
  async contact(): Promise<ComponentType> {
    const [{ InquiryPage }, { MakeClientButton }] = await Promise.all([
      import('../features/workspace/inquiry-page'),
      import('../features/staffing/make-client-button'),
    ]);
    return () => <InquiryPage kind="contact" client={<MakeClientButton kind="contact" />} />;
  },
  async consultation(): Promise<ComponentType> {
    const [{ InquiryPage }, { MakeClientButton }, { ConsultationCall }] = await Promise.all([
      import('../features/workspace/inquiry-page'),
      import('../features/staffing/make-client-button'),
      import('../features/interviews/consultation-call'),
    ]);
    return () => (
      <InquiryPage
        kind="consultation"
        call={<ConsultationCall />}
        client={<MakeClientButton kind="consultation" />}
      />
    );
  },
  async unmatched(): Promise<ComponentType> {
    return (await import('../features/conversations/unmatched-page')).UnmatchedPage;
  },
};

export type DayPageName = keyof typeof DAY_PAGE_LOADERS;
export type DayPageLoaders = Record<DayPageName, () => Promise<ComponentType>>;

export interface DayPages {
  /** The page, drawn at once when it was fetched ahead; else a loading screen until it arrives. */
  Page: ComponentType<{ name: DayPageName }>;
  /** Fetches the pages while the browser is idle; answers a cancel (an effect's cleanup). */
  prefetchWhenIdle: () => () => void;
}

/**
 * One admin app's day pages (each router has its own: nothing is kept at module level).
 * `loaders`: the pages' modules (tests give their own).
 */
export function createDayPages(loaders: DayPageLoaders = DAY_PAGE_LOADERS): DayPages {
  const loaded = new Map<DayPageName, ComponentType>();
  const loading = new Map<DayPageName, Promise<ComponentType>>();
  const load = (name: DayPageName): Promise<ComponentType> => {
    let promise = loading.get(name);
    if (!promise) {
      promise = loaders[name]().then(
        (Component) => {
          loaded.set(name, Component);
          return Component;
        },
        (error: unknown) => {
          // Not kept: the next visit tries again (the route's error page says it failed).
          loading.delete(name);
          throw error;
        },
      );
      loading.set(name, promise);
    }
    return promise;
  };

  function Arriving({ name }: { name: DayPageName }) {
    const Component = use(load(name));
    return <Component />;
  }

  function Page({ name }: { name: DayPageName }) {
    const Component = loaded.get(name);
    if (Component) return <Component />;
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Arriving name={name} />
      </Suspense>
    );
  }

  return {
    Page,
    prefetchWhenIdle: () => prefetchWhenIdle(Object.keys(loaders) as DayPageName[], load),
  };
}

/**
 * Fetches the pages when the browser has nothing else to do, one page per idle moment (a page's
 * modules are compiled and run in one task when they arrive: all of them at once made one long
 * task that a tap during it waited for). A failure is only a page that loads when opened, as it
 * would have anyway. Answers a cancel for an unmounted layout.
 */
function prefetchWhenIdle(
  names: readonly DayPageName[],
  load: (name: DayPageName) => Promise<unknown>,
): () => void {
  let cancel = () => {};
  let stopped = false;
  const when = (work: () => void) => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(work, { timeout: 3_000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 200);
      cancel = () => clearTimeout(id);
    }
  };
  const next = (index: number) => {
    const name = names[index];
    if (stopped || !name) return;
    when(() => {
      void load(name)
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
