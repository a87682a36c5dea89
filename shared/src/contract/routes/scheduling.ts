/**
 * Scheduling in the admin: one's availability, interviews (scheduled from an application),
 * consultation calls, scorecards and the job's interview kit. Interviews are the business of
 * recruiters and of their interviewers, whoever they are in the team: the calls on one interview
 * need only `account`, and the service lets through the interviewers and the roles of its kind.
 */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import {
  availability,
  availabilityInput,
  consultationCall,
  interview,
  interviewKit,
  interviewScorecards,
  rescheduleInput,
  scheduledInterview,
  scheduleInterviewInput,
  scorecardInput,
} from '../scheduling';

export const schedulingRoutes = {
  availability: {
    get: route({
      method: 'GET',
      path: '/api/admin/availability',
      access: 'admin',
      permission: 'account',
      output: availability,
    }),
    set: route({
      method: 'PUT',
      path: '/api/admin/availability',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: availabilityInput,
      output: availability,
    }),
  },
  interviews: {
    /** The interviews of an application. */
    listForApplication: route({
      method: 'GET',
      path: '/api/careers/applications/:id/interviews',
      access: 'admin',
      permission: 'applications',
      output: interview,
      list: true,
    }),
    schedule: route({
      method: 'POST',
      path: '/api/careers/applications/:id/interviews',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: scheduleInterviewInput,
      output: scheduledInterview,
    }),
    /** The signed-in person's interviews and calls (as an interviewer), upcoming first. */
    mine: route({
      method: 'GET',
      path: '/api/interviews/mine',
      access: 'admin',
      permission: 'account',
      output: interview,
      list: true,
    }),
    reschedule: route({
      method: 'PATCH',
      path: '/api/interviews/:id',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: rescheduleInput,
      output: interview,
    }),
    cancel: route({
      method: 'POST',
      path: '/api/interviews/:id/cancel',
      access: 'admin',
      permission: 'account',
      output: interview,
    }),
    scorecards: route({
      method: 'GET',
      path: '/api/interviews/:id/scorecards',
      access: 'admin',
      permission: 'account',
      output: interviewScorecards,
    }),
    submitScorecard: route({
      method: 'POST',
      path: '/api/interviews/:id/scorecards',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: scorecardInput,
      output: interviewScorecards,
    }),
  },
  interviewKits: {
    get: route({
      method: 'GET',
      path: '/api/careers/:id/interview-kit',
      access: 'admin',
      permission: 'jobs',
      output: interviewKit,
    }),
    set: route({
      method: 'PUT',
      path: '/api/careers/:id/interview-kit',
      access: 'admin',
      permission: 'jobs',
      body: 'json',
      input: interviewKit,
      output: interviewKit,
    }),
  },
  consultationCalls: {
    get: route({
      method: 'GET',
      path: '/api/consultation/:id/call',
      access: 'admin',
      permission: 'inquiries',
      output: consultationCall,
    }),
  },
} as const;
