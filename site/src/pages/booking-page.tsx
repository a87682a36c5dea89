/**
 * /book/{token}: a candidate's interview or a visitor's call, by the link e-mailed to them
 * (server-rendered with the free times, never kept by the cache, noindex). A wrong, expired or
 * revoked link says so.
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
import type { BookingView } from '@northbeam/shared/contract/booking';
import { BookingPicker } from '../features/booking/booking-picker';
import { readsOf } from '../lib/api';
import { isNotFound } from '../lib/format';
import { Banner } from '../ui/banner';
import { HydrationBoundary } from '../ui/hydration-boundary';
import { PageMeta } from '../ui/page-meta';
import { Spinner } from '../ui/spinner';

export function loader({ params, context }: LoaderFunctionArgs) {
  return { booking: readsOf(context).getBooking(params.token ?? '') };
}

function BookingError() {
  const error = useAsyncError();
  return isNotFound(error) ? (
    <Banner tone="error">This booking link is not valid any more.</Banner>
  ) : (
    <Banner tone="error">The booking could not be loaded. Please try again later.</Banner>
  );
}

function BookingLoaded() {
  const booking = useAsyncValue() as BookingView;
  const { token = '' } = useParams();
  return (
    <HydrationBoundary>
      <BookingPicker token={token} initial={booking} headingLevel={1} />
    </HydrationBoundary>
  );
}

export function Component() {
  const { booking } = useLoaderData<typeof loader>();
  return (
    <section className="section">
      <PageMeta title="Choose a time" description="Book a time with us." noindex />
      <div className="container" style={{ maxWidth: 760 }}>
        <Suspense fallback={<Spinner label="Loading the free times" />}>
          <Await resolve={booking} errorElement={<BookingError />}>
            <BookingLoaded />
          </Await>
        </Suspense>
      </div>
    </section>
  );
}
