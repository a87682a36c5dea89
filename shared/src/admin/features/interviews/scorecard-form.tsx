/**
 * One's own scorecard of an interview: a rating per attribute of the job's interview kit (or of
 * what the interviewer names, when the job has no kit), an overall recommendation and notes,
 * checked with the contract's scorecard schema before it is sent.
 */
import { useWatch } from 'react-hook-form';
import {
  RATING_LABELS,
  RATINGS,
  scorecardInput,
  type Rating,
  type ScorecardInput,
} from '../../../contract/scheduling';
import { ChoiceField, TextAreaField, TextField } from '../../../forms/bound-fields';
import { ContractFormElement, useContractForm } from '../../../forms/contract-form';
import { Banner } from '../../ui/banner';

/** What the fields hold: a rating per attribute by its place in the kit (`r0`, `r1`…). */
interface ScorecardValues {
  assessed: string;
  ratings: Record<string, Rating | ''>;
  recommendation: Rating | '';
  notes: string;
}

const CHOICES = RATINGS.map((value) => ({ value, label: RATING_LABELS[value] }));

/** The attributes rated: the job's kit, else the ones the interviewer named. */
const kitOf = (attributes: readonly string[], assessed: string) =>
  attributes.length
    ? [...attributes]
    : assessed
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);

export function ScorecardForm({
  interviewId,
  about,
  attributes,
  questions,
  submit,
  busy,
  failure,
}: {
  interviewId: string;
  about: string;
  attributes: readonly string[];
  questions: readonly string[];
  submit: (input: ScorecardInput) => void;
  busy: boolean;
  /** Why the last submit failed (the server's message), if it did. */
  failure: string | undefined;
}) {
  const form = useContractForm({
    schema: scorecardInput,
    defaultValues: { assessed: '', ratings: {}, recommendation: '', notes: '' } as ScorecardValues,
    idPrefix: `scorecard-${interviewId}`,
    toInput: (values: ScorecardValues) => ({
      ratings: Object.fromEntries(
        kitOf(attributes, values.assessed).map((a, i) => [a, values.ratings[`r${i}`] || undefined]),
      ),
      recommendation: values.recommendation || undefined,
      notes: values.notes,
    }),
    // A rating's issue is keyed by the attribute's name; its field by the attribute's place. With
    // nothing rated, the message belongs to the field that names what was assessed.
    fieldPath: (inputPath, values) => {
      if (inputPath === 'ratings') return attributes.length ? inputPath : 'assessed';
      if (!inputPath.startsWith('ratings.')) return inputPath;
      const place = kitOf(attributes, values.assessed).indexOf(inputPath.slice('ratings.'.length));
      return place < 0 ? inputPath : `ratings.r${place}`;
    },
  });
  const assessed = useWatch({ control: form.control, name: 'assessed' });
  const kit = kitOf(attributes, assessed);

  return (
    <ContractFormElement
      form={form}
      onValid={(input) => submit(input)}
      className="admin-form"
      aria-label={`Your scorecard for ${about}`}
    >
      <h3>Your scorecard</h3>
      {questions.length > 0 && (
        <>
          <p className="admin-muted">Questions of the interview kit:</p>
          <ul>
            {questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ul>
        </>
      )}
      {!attributes.length && (
        <TextField name="assessed" label="What you assessed (comma-separated)" required />
      )}
      {kit.map((attribute, i) => (
        <ChoiceField
          key={`${i}-${attribute}`}
          name={`ratings.r${i}`}
          legend={attribute}
          choices={CHOICES}
          required
        />
      ))}
      <ChoiceField
        name="recommendation"
        legend="Overall recommendation"
        choices={CHOICES}
        required
      />
      <TextAreaField name="notes" label="Notes" rows={4} />
      {failure && <Banner kind="error">{failure}</Banner>}
      <div className="admin-form__actions">
        <button type="submit" className="admin-btn" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit scorecard'}
        </button>
      </div>
    </ContractFormElement>
  );
}
