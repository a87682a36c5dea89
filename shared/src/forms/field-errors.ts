/**
 * Field errors as the API's 400 answers carry them (`errors`: one message per field, keyed by the
 * field's dotted path, `{ title: 'Title is required', 'salary.max': '…' }`), and the routing of a
 * schema's issues to the fields that show them. No zod or form library at run time: the public
 * site's first bundle uses this too.
 */

/** One message per field, keyed by the field's dotted path. */
export type FieldErrorMap = Record<string, string>;

/** What this module reads of a zod issue. */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** `['salary', 'max']` as `salary.max`; the form itself (an empty path) as `_`. */
export const dottedPath = (path: readonly PropertyKey[]): string =>
  path.length ? path.map(String).join('.') : '_';

/**
 * The field that shows a message about `path`: the deepest of `fields` that the path starts with
 * (an issue of `requirements.2` is shown by the `requirements` field), else the path itself.
 */
export function fieldOfPath(path: string, fields: readonly string[]): string {
  let best = '';
  for (const field of fields) {
    if ((path === field || path.startsWith(`${field}.`)) && field.length > best.length) {
      best = field;
    }
  }
  return best || path;
}

/** The first message of each field, in the issues' order. */
export function firstErrorPerField(
  issues: readonly IssueLike[],
  fieldOf: (path: readonly PropertyKey[]) => string = dottedPath,
): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of issues) {
    const key = fieldOf(issue.path);
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The dotted paths of a form's fields, from its values: objects are opened, anything else (text,
 * a number, a boolean, a list, a file) is one field. Their order is the form's.
 */
export function fieldPaths(values: object, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
      ? fieldPaths(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
