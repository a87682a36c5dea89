import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '../../contract/messages';
import { ADMIN_FIELD_LOOK, FieldLookProvider } from '../../forms/field-look';
import '../ui/admin.css';

/** The outermost admin element: base styles, the admin's look of the form kit's fields. */
export function AdminRoot() {
  return (
    <div className="admin-root">
      <FieldLookProvider value={ADMIN_FIELD_LOOK}>
        <Outlet />
      </FieldLookProvider>
    </div>
  );
}

/** The router fallback: 'Unexpected Application Error!' with the error text. */
export function AdminErrorPage() {
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="admin-root">
      <main className="admin-page admin-page--narrow">
        <div className="admin-card admin-card--padded" role="alert">
          <h1 className="admin-page__title">{MESSAGES.unexpected}</h1>
          <pre style={{ whiteSpace: 'pre-wrap', color: '#b42318' }}>{text}</pre>
        </div>
      </main>
    </div>
  );
}
