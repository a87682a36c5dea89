/**
 * The link of the e-mail that confirms "Delete my data" (`/my-application/confirm-deletion/{token}`):
 * opening it deletes nothing (mail scanners open links); its button does, once. Opened again, it
 * says the data is gone. A wrong or expired link shows the site's 404 page.
 */
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ErasureRequestView } from '@northbeam/shared/contract/status';
import { DeleteConfirmForm, SentBanner } from '../features/status/status-forms';
import { formatDateTime } from '../features/status/status-time';
import { readsOf } from '../lib/api';
import { isNotFound } from '../lib/format';
import { PageMeta } from '../ui/page-meta';
import '../features/status/status.css';

export async function loader({ params, context }: LoaderFunctionArgs) {
  try {
    return { request: await readsOf(context).erasureRequest(params.token ?? '') };
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

export function Component() {
  const { request } = useLoaderData() as { request: ErasureRequestView };
  const done = request.state === 'done';
  return (
    <>
      <PageMeta
        title={done ? 'Your data has been deleted' : 'Delete your data'}
        description="Confirm the deletion of your data."
        noindex
      />
      <section className="section">
        <div className="container status-page status-page--narrow">
          {done ? (
            <>
              <h1>Your data has been deleted</h1>
              <SentBanner form="status-delete-confirm" />
              <p>
                We no longer hold your applications, your resume or the messages we exchanged. Thank
                you for your interest in working with us.
              </p>
              <p>
                <Link to="/careers" className="button button--outline">
                  See our open positions
                </Link>
              </p>
            </>
          ) : (
            <>
              <h1>Delete your data?</h1>
              <p>
                This deletes everything we hold under your e-mail address: your applications and
                resume, the messages we exchanged and any other request you sent us. It cannot be
                undone.
              </p>
              <p className="status-page__note">
                This link works until{' '}
                <time dateTime={request.expiresAt}>{formatDateTime(request.expiresAt)}</time>.
              </p>
              <DeleteConfirmForm />
            </>
          )}
        </div>
      </section>
    </>
  );
}
