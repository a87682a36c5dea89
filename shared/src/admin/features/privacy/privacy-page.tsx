/**
 * Erasure on request (owners and administrators): every submission, note, e-mail and resume of
 * an address is removed, after a confirmation naming what will happen. Nothing of it can be
 * restored; the audit log keeps only a fingerprint of the address.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RETENTION } from '../../../brand/company';
import type { Erasure } from '../../../contract/workspace';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { serverMessageOr } from '../../ui/error-message';
import '../../ui/form-page.css';
import { adminPaths } from '../../app/admin-paths';
import { Field } from '../../../forms/field';

export function PrivacyPage() {
  const api = useAdminApi();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ email: string; erased: Erasure } | null>(null);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(null);
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) return setFieldError('Enter an e-mail address');
    setFieldError('');
    setConfirming(true);
  }

  async function erase() {
    setConfirming(false);
    setBusy(true);
    setError('');
    try {
      const target = email.trim();
      setResult({ email: target, erased: await api.privacy.erase({ body: { email: target } }) });
      setEmail('');
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to erase the data'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Privacy</h1>
        <Link to={adminPaths.dashboard()} className="admin-btn admin-btn--secondary">
          Back to Dashboard
        </Link>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      {result && (
        <Banner kind="success">
          Erased for {result.email}: {result.erased.contacts} contact messages,{' '}
          {result.erased.consultations} consultation requests, {result.erased.applications}{' '}
          applications ({result.erased.resumeFiles} resume files), {result.erased.notes} notes and{' '}
          {result.erased.outboxMessages} e-mails and webhook events.
        </Banner>
      )}
      <form className="admin-card admin-card--padded admin-form" onSubmit={ask} noValidate>
        <h2>Erase a person&apos;s data</h2>
        <p>
          When someone asks to be forgotten, this removes every contact message, consultation
          request, job application and resume, note and e-mail of their address, in every list. It
          cannot be undone. The audit log records that it happened, without the address.
        </p>
        <Field id="privacy-email" label="E-mail address" error={fieldError || undefined}>
          {(aria) => (
            <input
              className="admin-input"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...aria}
            />
          )}
        </Field>
        <div className="admin-form__actions">
          <button type="submit" className="admin-btn admin-btn--danger" disabled={busy}>
            {busy ? 'Erasing...' : 'Erase'}
          </button>
        </div>
      </form>
      <section className="admin-card admin-card--padded">
        <h2>Kept automatically for</h2>
        <ul>
          <li>
            Resolved contact messages and completed consultations: {RETENTION.contactMonths} months
            after the last activity
          </li>
          <li>
            Rejected job applications and their resumes: {RETENTION.applicationMonths} months after
            the last activity
          </li>
          <li>Submissions kept as spam: {RETENTION.spamDays} days</li>
        </ul>
        <p className="admin-muted">
          Applied every day; the privacy policy states the same periods.
        </p>
      </section>
      <ConfirmDialog
        open={confirming}
        title="Erase this person's data?"
        message={`Everything of ${email.trim()} will be deleted for good: submissions, resumes, notes and e-mails.`}
        confirmLabel="Erase for good"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void erase()}
      />
    </main>
  );
}
