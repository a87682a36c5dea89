/**
 * A review link's calls (the site's /review/{token} page for a client's hiring manager): the
 * submitted candidates and the answer on one. Loaded only when used.
 */
import type { ReviewAnswerInput, ReviewView } from '../contract/review';
import { reviewRoutes } from '../contract/routes/review';
import { createCaller } from './call';
import type { Transport } from './transport';

const routes = reviewRoutes.review;

export function createReviewApi(transport: Transport) {
  const { call } = createCaller(transport);
  return {
    getReview: (token: string): Promise<ReviewView> => call(routes.get, { params: { token } }),
    answerReview: (token: string, id: string, answer: ReviewAnswerInput): Promise<ReviewView> =>
      call(routes.answer, { params: { token, id }, body: { kind: 'json', data: answer } }),
  };
}
export type ReviewApi = ReturnType<typeof createReviewApi>;
