/**
 * /review/{token}: a client's hiring manager reviews the candidates submitted to them, by the
 * link their recruiter sent (server-rendered, never kept by the cache, noindex). A wrong link
 * says it is not valid; an expired or withdrawn one says so.
 */
import { Suspense } from 'react';
import {
  Await,
  useAsyncError,
  useAsyncValue,
  useLoaderData,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { ReviewView } from '@northbeam/shared/contract/review';
import { ReviewBoard } from '../features/review/review-board';
import { readsOf } from '../lib/api';
import { isNotFound } from '../lib/format';
import { Banner } from '../ui/banner';
import { HydrationBoundary } from '../ui/hydration-boundary';
import { PageMeta } from '../ui/page-meta';
import { Spinner } from '../ui/spinner';

export function loader({ params, context }: LoaderFunctionArgs) {
  return { review: readsOf(context).getReview(params.token ?? '') };
}

function ReviewError() {
  const error = useAsyncError();
  const status = (error as { status?: unknown } | null)?.status;
  const message =
    status === 410
      ? 'This review link has expired or was withdrawn. Ask your recruiter for a new one.'
      : isNotFound(error)
        ? 'This review link is not valid.'
        : 'The candidates could not be loaded. Please try again later.';
  return (
    <div className="review">
      <h1>Candidates for review</h1>
      <Banner tone="error">{message}</Banner>
    </div>
  );
}

function ReviewLoaded() {
  const review = useAsyncValue() as ReviewView;
  const { token = '' } = useParams();
  return (
    <HydrationBoundary>
      <ReviewBoard token={token} initial={review} />
    </HydrationBoundary>
  );
}

export function Component() {
  const { review } = useLoaderData<typeof loader>();
  return (
    <section className="section">
      <PageMeta title="Candidates for review" description="Candidates for your review." noindex />
      <div className="container" style={{ maxWidth: 820 }}>
        <Suspense fallback={<Spinner label="Loading the candidates" />}>
          <Await resolve={review} errorElement={<ReviewError />}>
            <ReviewLoaded />
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
