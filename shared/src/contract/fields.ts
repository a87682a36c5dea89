/** Reusable zod field builders, so every schema words its errors the same way. */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { FIELD_MESSAGES } from './messages';
import { LIMITS } from './constants';

/** A required, trimmed text field (line breaks allowed: a description, a message). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: FIELD_MESSAGES.required(label) })
    .trim()
    .min(1, { error: FIELD_MESSAGES.required(label) })
    .max(max, { error: FIELD_MESSAGES.tooLong(label, max) });

/**
 * Control characters (Unicode category Cc: CR, LF, tab, NUL, escape, NEL, …) and the line and
 * paragraph separators U+2028/U+2029. None belongs in single-line text: a name, an address, a
 * phone number, a company, a title; such text may end up in an e-mail's header lines or subject,
 * in a CSV cell or in a log line, where a line break changes what follows.
 */
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\u2028\u2029]/u;

/** Is this text free of control characters and line breaks? */
export const isSingleLine = (value: string) => !CONTROL_OR_LINE_BREAK.test(value);

/**
 * A string refused if it holds any control character or line break, leading and trailing ones
 * included (checked before the trim, so "Ada\r\n" is refused, not quietly cut).
 */
const singleLineString = (label: string, typeError: string) =>
  z.string({ error: typeError }).refine(isSingleLine, { error: FIELD_MESSAGES.singleLine(label) });

/** A required, trimmed single-line text field. */
export const requiredLine = (label: string, max: number) =>
  singleLineString(label, FIELD_MESSAGES.required(label))
    .trim()
    .min(1, { error: FIELD_MESSAGES.required(label) })
    .max(max, { error: FIELD_MESSAGES.tooLong(label, max) });

/** An optional, trimmed single-line text field; missing, null and blank all become "". */
export const optionalLine = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    singleLineString(label, `${label} must be text`)
      .trim()
      .max(max, { error: FIELD_MESSAGES.tooLong(label, max) }),
  );

/** An optional, trimmed text field; missing, null and blank all become "". */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, { error: FIELD_MESSAGES.tooLong(label, max) }),
  );

export const emailField = singleLineString('Email', FIELD_MESSAGES.required('Email'))
  .trim()
  .min(1, { error: FIELD_MESSAGES.required('Email') })
  .max(LIMITS.email, { error: FIELD_MESSAGES.tooLong('Email', LIMITS.email) })
  .pipe(z.email({ error: FIELD_MESSAGES.email }));

/** Digits with the usual separators; at least 7 digits. */
export const phoneField = requiredLine('Phone', LIMITS.phone).refine(
  (value) =>
    /^[+]?[\d\s().\-/]+(\s*(x|ext\.?)\s*\d+)?$/i.test(value) &&
    (value.match(/\d/g)?.length ?? 0) >= 7,
  { error: FIELD_MESSAGES.phone },
);

export const idParam = z.uuid({ error: 'Invalid id' });

/** Accepts real booleans and the strings a multipart form sends. */
export const formBoolean = z.preprocess(
  (value) => {
    if (typeof value === 'string') {
      const v = value.trim().toLowerCase();
      if (v === 'true' || v === 'on' || v === '1') return true;
      if (v === 'false' || v === 'off' || v === '0' || v === '') return false;
    }
    return value;
  },
  z.boolean({ error: 'Must be true or false' }),
);

export type FieldErrors = Record<string, string>;

/** Flattens a zod error into `{ field: firstMessage }` (the API's `errors` object). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    // The first message for a nested path also counts for its top-level field.
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
