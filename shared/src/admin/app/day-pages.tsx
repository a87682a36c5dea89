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
 * Fetches the day's pages when the browser has nothing else to do (a failure is only a page
 * that loads when opened, as it would have anyway). Answers a cancel for an unmounted layout.
 */
export function prefetchDayPagesWhenIdle(): () => void {
  const load = () => {
    for (const page of Object.values(dayPages)) page().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 3_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(load, 1_000);
  return () => clearTimeout(id);
}
