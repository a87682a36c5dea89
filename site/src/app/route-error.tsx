import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { NotFoundPage } from '../pages/not-found-page';
import { PageMeta } from '../ui/page-meta';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `${error.status} ${error.statusText}${error.data ? `: ${String(error.data)}` : ''}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router fallback: 'Unexpected Application Error!' with the error text (404s get the 404 page). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="section container error-page">
      <PageMeta title="Something went wrong" description="An unexpected error occurred." noindex />
      <h1>{MESSAGES.unexpected}</h1>
      <pre className="error-page__detail">{describe(error)}</pre>
      <p>
        <a className="button button--primary" href="/">
          Back to the home page
        </a>
      </p>
    </section>
  );
}
