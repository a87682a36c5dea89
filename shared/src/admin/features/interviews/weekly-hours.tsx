import type { Dispatch, SetStateAction } from 'react';
import { WEEKDAY_LABELS, WEEKDAYS, type WorkingHours } from '../../../contract/scheduling';
import { Field } from '../../../forms/field';

/**
 * The weekly hours of a person's availability: a row per span (day, from, to), added and
 * removed; a row's message from the server (`hours.N.start` or `.end`) shows under it.
 */
export function WeeklyHours({
  hours,
  setHours,
  errors,
}: {
  hours: WorkingHours[];
  setHours: Dispatch<SetStateAction<WorkingHours[]>>;
  errors: Record<string, string>;
}) {
  const setRow = (index: number, change: Partial<WorkingHours>) =>
    setHours((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <fieldset className="admin-fieldset">
      <legend>Weekly hours</legend>
      <ul className="admin-hours">
        {hours.map((row, index) => (
          <li key={index} className="admin-hours__row">
            <Field id={`availability-${index}-day`} label="Day">
              {(aria) => (
                <select
                  {...aria}
                  className="admin-input"
                  value={row.day}
                  onChange={(e) => setRow(index, { day: Number(e.target.value) })}
                >
                  {WEEKDAYS.map((day) => (
                    <option key={day} value={day}>
                      {WEEKDAY_LABELS[day]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {/* The row's message (below it) names what is wrong with its hours. */}
            <Field id={`availability-${index}-start`} label="From">
              {(aria) => (
                <input
                  {...aria}
                  className="admin-input"
                  type="time"
                  value={row.start}
                  onChange={(e) => setRow(index, { start: e.target.value })}
                  aria-invalid={errors[`hours.${index}.start`] ? true : undefined}
                />
              )}
            </Field>
            <Field id={`availability-${index}-end`} label="To">
              {(aria) => (
                <input
                  {...aria}
                  className="admin-input"
                  type="time"
                  value={row.end}
                  onChange={(e) => setRow(index, { end: e.target.value })}
                  aria-invalid={errors[`hours.${index}.end`] ? true : undefined}
                />
              )}
            </Field>
            <button
              type="button"
              className="admin-btn admin-btn--secondary admin-btn--small"
              onClick={() => setHours((rows) => rows.filter((_, i) => i !== index))}
              aria-label={`Remove ${WEEKDAY_LABELS[row.day]} ${row.start}–${row.end}`}
            >
              Remove
            </button>
            {(errors[`hours.${index}.end`] || errors[`hours.${index}.start`]) && (
              <span className="admin-field__error">
                {errors[`hours.${index}.end`] ?? errors[`hours.${index}.start`]}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p>
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          onClick={() =>
            setHours((rows) => [
              ...rows,
              {
                day: Math.min(7, (rows[rows.length - 1]?.day ?? 0) + 1),
                start: '09:00',
                end: '17:00',
              },
            ])
          }
        >
          Add hours
        </button>
      </p>
    </fieldset>
  );
}
