/**
 * The pages of a day's work (the lists, an application, a lead, replies to match), each with the
 * sections other features place in it. They are not in the first bundle, which is only what the
 * first screen needs (sign-in, the Overview); once a signed-in admin is idle they are fetched
 * ahead, so a tap on a list row or an Overview item finds its page loaded.
 */
import type { ComponentType } from 'react';

export const dayPages = {
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

/**
 * Fetches the day's pages when the browser has nothing else to do, one page per idle moment (a
 * page's modules are compiled and run in one task when they arrive: all of them at once made one
 * long task that a tap during it waited for). A failure is only a page that loads when opened, as
 * it would have anyway. Answers a cancel for an unmounted layout.
 */
export function prefetchDayPagesWhenIdle(): () => void {
  const pages = Object.values(dayPages);
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
  const load = (index: number) => {
    const page = pages[index];
    if (stopped || !page) return;
    when(() => {
      void page()
        .catch(() => undefined)
        .then(() => load(index + 1));
    });
  };
  load(0);
  return () => {
    stopped = true;
    cancel();
  };
}
