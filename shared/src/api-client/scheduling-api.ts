/** The admin's scheduling calls (availability, interviews, scorecards, kits, calls), typed. */
import { routes } from '../contract/routes';
import type {
  AvailabilityInput,
  InterviewKit,
  ScheduleInterviewInput,
  ScorecardInput,
} from '../contract/scheduling';
import type { createCaller } from './call';

export function schedulingCalls(call: ReturnType<typeof createCaller>['call']) {
  const json = (data: unknown) => ({ kind: 'json' as const, data });
  return {
    getAvailability: () => call(routes.availability.get),
    saveAvailability: (input: AvailabilityInput) =>
      call(routes.availability.set, { body: json(input) }),
    listApplicationInterviews: (id: string) =>
      call(routes.interviews.listForApplication, { params: { id } }),
    scheduleInterview: (applicationId: string, input: ScheduleInterviewInput) =>
      call(routes.interviews.schedule, { params: { id: applicationId }, body: json(input) }),
    myInterviews: () => call(routes.interviews.mine),
    rescheduleInterview: (id: string, startsAt: string) =>
      call(routes.interviews.reschedule, { params: { id }, body: json({ startsAt }) }),
    cancelInterview: (id: string) => call(routes.interviews.cancel, { params: { id } }),
    getScorecards: (id: string) => call(routes.interviews.scorecards, { params: { id } }),
    submitScorecard: (id: string, input: ScorecardInput) =>
      call(routes.interviews.submitScorecard, { params: { id }, body: json(input) }),
    getInterviewKit: (jobId: string) => call(routes.interviewKits.get, { params: { id: jobId } }),
    saveInterviewKit: (jobId: string, kit: InterviewKit) =>
      call(routes.interviewKits.set, { params: { id: jobId }, body: json(kit) }),
    getConsultationCall: (id: string) => call(routes.consultationCalls.get, { params: { id } }),
  };
}
