/**
 * An interview's scorecards: one's own form (a rating per attribute of the job's kit, notes, an
 * overall recommendation), and the others' side by side once one's own is in, with who has not
 * submitted.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { RATING_LABELS, RATINGS, type Rating, type Scorecard } from '../../../contract/scheduling';
import { Field } from '../../../forms/field';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import './interviews.css';

function Card({ card, title }: { card: Scorecard; title: string }) {
  return (
    <article className="admin-scorecard" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {Object.entries(card.ratings).map(([attribute, rating]) => (
          <div key={attribute} style={{ display: 'contents' }}>
            <dt>{attribute}</dt>
            <dd>{RATING_LABELS[rating]}</dd>
          </div>
        ))}
        <dt>Recommendation</dt>
        <dd>{RATING_LABELS[card.recommendation]}</dd>
      </dl>
      {card.notes && <p className="admin-detail__text">{card.notes}</p>}
    </article>
  );
}

function RatingChoice({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: Rating | undefined;
  onChange: (r: Rating) => void;
}) {
  return (
    <fieldset className="admin-rating">
      <legend>{label}</legend>
      <div className="admin-rating__choices">
        {RATINGS.map((r) => (
          <label key={r} className="admin-checkbox">
            <input type="radio" name={name} checked={value === r} onChange={() => onChange(r)} />
            {RATING_LABELS[r]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ScorecardsPanel({
  interviewId,
  about,
}: {
  interviewId: string;
  /** Which interview, for the names of its landmarks ("Interview 2, Mar 9, 2027, 09:00 AM"). */
  about: string;
}) {
  const api = useAdminApi();
  const client = useQueryClient();
  const key = ['scorecards', interviewId];
  const query = useQuery({
    queryKey: key,
    queryFn: () => api.interviews.scorecards({ params: { id: interviewId } }),
  });
  const [ratings, setRatings] = useState<Record<string, Rating>>({});
  const [attributes, setAttributes] = useState('');
  const [recommendation, setRecommendation] = useState<Rating | undefined>();
  const [notes, setNotes] = useState('');
  const [formError, setFormError] = useState('');
  const submit = useMutation({
    mutationFn: (input: {
      ratings: Record<string, Rating>;
      recommendation: Rating;
      notes: string;
    }) => api.interviews.submitScorecard({ params: { id: interviewId }, body: input }),
    onSuccess: (answer) => {
      client.setQueryData(key, answer);
      void client.invalidateQueries({ queryKey: ['interviews'] });
    },
  });

  if (query.isPending) return <p className="admin-muted">Loading scorecards…</p>;
  if (query.error)
    return (
      <Banner kind="error">{serverMessageOr(query.error, 'Failed to load the scorecards')}</Banner>
    );
  const view = query.data;
  const kit = view.attributes.length
    ? view.attributes
    : attributes
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = kit.filter((a) => !ratings[a]);
    if (!kit.length) return setFormError('Name at least one thing you assessed');
    if (missing.length) return setFormError(`Rate every attribute: ${missing.join(', ')}`);
    if (!recommendation) return setFormError('Give your overall recommendation');
    setFormError('');
    submit.mutate({
      ratings: Object.fromEntries(kit.map((a) => [a, ratings[a]!])),
      recommendation,
      notes,
    });
  }

  return (
    <section className="admin-form" aria-label={`Scorecards of ${about}`}>
      {view.canSubmit && !view.mine && (
        <form
          onSubmit={send}
          className="admin-form"
          noValidate
          aria-label={`Your scorecard for ${about}`}
        >
          <h3>Your scorecard</h3>
          {view.questions.length > 0 && (
            <>
              <p className="admin-muted">Questions of the interview kit:</p>
              <ul>
                {view.questions.map((q) => (
                  <li key={q}>{q}</li>
                ))}
              </ul>
            </>
          )}
          {!view.attributes.length && (
            <Field
              id={`scorecard-${interviewId}-assessed`}
              label="What you assessed (comma-separated)"
            >
              {(aria) => (
                <input
                  {...aria}
                  className="admin-input"
                  value={attributes}
                  onChange={(e) => setAttributes(e.target.value)}
                />
              )}
            </Field>
          )}
          {kit.map((attribute, i) => (
            <RatingChoice
              key={attribute}
              name={`rating-${interviewId}-${i}`}
              label={attribute}
              value={ratings[attribute]}
              onChange={(r) => setRatings((all) => ({ ...all, [attribute]: r }))}
            />
          ))}
          <RatingChoice
            name={`recommendation-${interviewId}`}
            label="Overall recommendation"
            value={recommendation}
            onChange={setRecommendation}
          />
          <Field id={`scorecard-${interviewId}-notes`} label="Notes">
            {(aria) => (
              <textarea
                {...aria}
                className="admin-textarea"
                rows={4}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
              />
            )}
          </Field>
          {(formError || submit.error) && (
            <Banner kind="error">
              {formError || serverMessageOr(submit.error, 'Failed to submit the scorecard')}
            </Banner>
          )}
          <div className="admin-form__actions">
            <button type="submit" className="admin-btn" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit scorecard'}
            </button>
          </div>
        </form>
      )}
      {view.othersHidden ? (
        <p className="admin-muted">The other scorecards show once yours is submitted.</p>
      ) : null}
      {(view.mine || view.others.length > 0) && (
        <div className="admin-scorecards">
          {view.mine && <Card card={view.mine} title="Your scorecard" />}
          {view.others.map((card) => (
            <Card
              key={card.interviewer._id}
              card={card}
              title={`${card.interviewer.name}'s scorecard`}
            />
          ))}
        </div>
      )}
      {view.missing.length > 0 && (
        <p className="admin-muted">
          Not submitted yet: {view.missing.map((m) => m.name).join(', ')}
        </p>
      )}
    </section>
  );
}
