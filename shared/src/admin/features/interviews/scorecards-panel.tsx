/**
 * An interview's scorecards: one's own form (a rating per attribute of the job's kit, notes, an
 * overall recommendation), and the others' side by side once one's own is in, with who has not
 * submitted.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RATING_LABELS, type ScorecardInput, type Scorecard } from '../../../contract/scheduling';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { serverMessageOr } from '../../ui/error-message';
import { ScorecardForm } from './scorecard-form';
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
  const submit = useMutation({
    mutationFn: (input: ScorecardInput) =>
      api.interviews.submitScorecard({ params: { id: interviewId }, body: input }),
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
  return (
    <section className="admin-form" aria-label={`Scorecards of ${about}`}>
      {view.canSubmit && !view.mine && (
        <ScorecardForm
          key={view.attributes.join('\n')}
          interviewId={interviewId}
          about={about}
          attributes={view.attributes}
          questions={view.questions}
          submit={(input) => submit.mutate(input)}
          busy={submit.isPending}
          failure={
            submit.error
              ? serverMessageOr(submit.error, 'Failed to submit the scorecard')
              : undefined
          }
        />
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
