import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { allPages } from '../../../api-client/all-pages';
import { CheckboxField, SelectField, TextField } from '../../../forms/bound-fields';
import { FieldGroup } from '../../../forms/field';
import { useAdminApi, useAdminSession, useCan } from '../../app/admin-platform-context';

/**
 * The optional job order (the staffing desk): the client it is for, its openings, whether the
 * client may be named publicly, and (for the roles that see them) the rates or the fee. Left
 * empty, the job is the company's own posting.
 */
export function JobOrderFields() {
  const api = useAdminApi();
  const may = useCan();
  const { admin } = useAdminSession();
  const clients = useQuery({
    queryKey: ['clients', 'all'],
    queryFn: () => allPages((query) => api.clients.list({ query })),
    enabled: may('clients'),
  });
  const settings = useQuery({
    queryKey: ['staffing-settings'],
    queryFn: () => api.staffingSettings.get(),
    enabled: may('clients'),
  });
  // The form was filled before the clients' names came: show its client once they have.
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (clients.data) setValue('clientId', getValues('clientId'));
  }, [clients.data, getValues, setValue]);
  if (!may('clients')) return null;
  const seesRates = !!admin && !!settings.data?.ratesRoles.includes(admin.role);
  return (
    <FieldGroup legend="Job order (optional)">
      <div className="admin-form__row">
        <SelectField name="clientId" id="job-clientId" label="Client">
          <option value="">None: our own posting</option>
          {clients.data?.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField name="openings" id="job-openings" label="Openings" inputMode="numeric" />
      </div>
      {seesRates && (
        <div className="admin-form__row">
          <TextField
            name="billRate"
            id="job-billRate"
            label="Bill rate per hour"
            inputMode="decimal"
          />
          <TextField
            name="payRate"
            id="job-payRate"
            label="Pay rate per hour"
            inputMode="decimal"
          />
          <TextField
            name="feePercent"
            id="job-feePercent"
            label="Fee, % of salary (permanent)"
            inputMode="decimal"
          />
        </div>
      )}
      {/* Apart from the form's next checkbox: each a touch target of its own. */}
      <div style={{ padding: '8px 0' }}>
        <CheckboxField
          name="confidential"
          label="Confidential: never show the client’s name publicly"
        />
      </div>
    </FieldGroup>
  );
}
