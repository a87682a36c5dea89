/** How the desk writes money, ratios and missing values. */
export const money = (value: number | null) =>
  value === null
    ? '—'
    : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

export const percent = (value: number | null) =>
  value === null ? '—' : `${Math.round(value * 1000) / 10}%`;
