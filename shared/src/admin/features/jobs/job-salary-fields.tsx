import { useFormContext } from 'react-hook-form';
import { SALARY_UNIT_LABELS, SALARY_UNITS } from '../../../contract/job';
import { SelectField, TextField } from '../../../forms/bound-fields';
import { FieldGroup } from '../../../forms/field';

/** The optional salary range: minimum, maximum, currency (upper case as typed) and unit. */
export function JobSalaryFields() {
  const { setValue } = useFormContext();
  return (
    <FieldGroup legend="Salary range (optional)">
      <div className="admin-form__row">
        <TextField name="salary.min" id="job-salaryMin" label="Minimum" inputMode="decimal" />
        <TextField name="salary.max" id="job-salaryMax" label="Maximum" inputMode="decimal" />
        <TextField
          name="salary.currency"
          id="job-salaryCurrency"
          label="Currency"
          maxLength={3}
          onChange={(e) => setValue('salary.currency', e.target.value.toUpperCase())}
        />
        <SelectField name="salary.unit" id="job-salaryUnit" label="Per">
          {SALARY_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {SALARY_UNIT_LABELS[unit].replace('per ', '')}
            </option>
          ))}
        </SelectField>
      </div>
    </FieldGroup>
  );
}
