/**
 * The hiring manager's review link (the staffing desk, issue 34), by the link's token: the
 * submitted candidates, a blind resume, the answer on one. A wrong token answers 404, an expired
 * or revoked one 410. The site's review page imports this area alone (no admin schemas).
 */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { reviewAnswerInput, reviewView } from '../review';

export const reviewRoutes = {
  review: {
    get: route({
      method: 'GET',
      path: '/api/review/:token',
      access: 'public',
      output: reviewView,
    }),
    resume: route({
      method: 'GET',
      path: '/api/review/:token/submittals/:id/resume',
      access: 'public',
      file: true,
    }),
    answer: route({
      method: 'POST',
      path: '/api/review/:token/submittals/:id',
      access: 'public',
      body: 'json',
      input: reviewAnswerInput,
      output: reviewView,
    }),
  },
} as const;
