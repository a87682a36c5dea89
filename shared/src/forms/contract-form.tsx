/**
 * Forms checked with the contract's zod schemas, on react-hook-form: the fields hold what people
 * type, `toInput` makes the API's input of it, the contract's schema checks that (the same rules
 * and messages as the server), and each issue is shown by the field it concerns. On submit the
 * first wrong field takes the focus; after a failed attempt the messages follow the corrections.
 * A 400's `errors` map lands on the same fields (`showServerErrors`).
 */
import { toNestErrors } from '@hookform/resolvers';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import {
  dottedPath,
  fieldOfPath,
  fieldPaths,
  firstErrorPerField,
  type FieldErrorMap,
} from './field-errors';

/**
 * A resolver that checks `toInput(values)` with a contract schema and puts each issue on the
 * field whose path it starts with (`fields`). Not @hookform/resolvers' `zodResolver` itself: that
 * one checks the values as the fields hold them and keys issues by their full path, while here
 * the schema takes the API's input (a list made of a textarea's lines, a salary or null) and an
 * issue of `requirements.2` belongs to the `requirements` field. Its nesting (`toNestErrors`, which
 * also ties each error to its field's element for the focus) is the resolvers' own.
 */
export function contractResolver<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  fields: readonly string[],
  toInput: (values: Values) => unknown = (values) => values,
  fieldPath: (inputPath: string, values: Values) => string = (inputPath) => inputPath,
): Resolver<Values, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(toInput(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const messages = firstErrorPerField(parsed.error.issues, (path) =>
      fieldOfPath(fieldPath(dottedPath(path), values), fields),
    );
    const flat: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(messages)) {
      flat[name] = { type: 'contract', message };
    }
    return { values: {}, errors: toNestErrors<Values>(flat, options) };
  };
}

export interface ContractFormOptions<Values extends FieldValues, Schema extends z.ZodType> {
  /** The contract's schema of what the form sends. */
  schema: Schema;
  /** Every field's starting value: its shape names the fields (`salary.min`). */
  defaultValues: Values;
  /** The API's input made of what the fields hold (by default, just that). */
  toInput?: (values: Values) => unknown;
  /** The start of the fields' ids: `job` gives `job-title`, `job-salary-min`. */
  idPrefix: string;
  /**
   * Where a path of the input is not the field's (`contacts.0.email` made of a `contact.email`
   * field, a rating keyed by the attribute's name made of the nth rating's field): the field's
   * path, for the schema's and the server's messages, given the values. By default the same.
   */
  fieldPath?: (inputPath: string, values: Values) => string;
}

export type ContractForm<Values extends FieldValues, Output> = UseFormReturn<
  Values,
  unknown,
  Output
> & {
  idPrefix: string;
  /**
   * Shows a 400's `errors` map on the fields it names (the first of them in the form takes the
   * focus); returns what named no field of this form.
   */
  showServerErrors: (errors: FieldErrorMap | undefined) => FieldErrorMap;
};

export function useContractForm<Values extends FieldValues, Schema extends z.ZodType>({
  schema,
  defaultValues,
  toInput,
  idPrefix,
  fieldPath = (inputPath: string) => inputPath,
}: ContractFormOptions<Values, Schema>): ContractForm<Values, z.output<Schema>> {
  // The fields are those of the first values: a form's shape does not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fields = useMemo(() => fieldPaths(defaultValues), []);
  const resolver = useMemo(
    () => contractResolver<Values, Schema>(schema, fields, toInput, fieldPath),
    // `toInput` and `fieldPath` are module-level functions of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, fields],
  );
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { setError, getValues } = form;

  const showServerErrors = useCallback(
    (errors: FieldErrorMap | undefined) => {
      const elsewhere: FieldErrorMap = {};
      const placed: Array<[string, string]> = [];
      for (const [key, message] of Object.entries(errors ?? {})) {
        const name = fieldOfPath(fieldPath(key, getValues()), fields);
        if (fields.includes(name)) placed.push([name, message]);
        else elsewhere[key] = message;
      }
      placed.sort(([a], [b]) => fields.indexOf(a) - fields.indexOf(b));
      placed.forEach(([name, message], index) =>
        setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      return elsewhere;
    },
    // `fieldPath` is a module-level function of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fields, setError, getValues],
  );

  return { ...form, idPrefix, showServerErrors };
}

const IdPrefixContext = createContext('field');

/** The id prefix of the form a bound field is in. */
export const useFormIdPrefix = () => useContext(IdPrefixContext);

/**
 * The <form> of a contract form: no browser bubbles (the schema's messages show instead), the
 * fields inside it bound to `form`. `onValid` gets the schema's output; `onAttempt` runs first on
 * every submit, valid or not (to clear a previous outcome).
 */
export function ContractFormElement<Values extends FieldValues, Output>({
  form,
  onValid,
  onInvalid,
  onAttempt,
  children,
  ...rest
}: {
  form: ContractForm<Values, Output>;
  onValid: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Values>;
  onAttempt?: () => void;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onAttempt?.();
    void form.handleSubmit(onValid, onInvalid)(event);
  };
  return (
    <FormProvider {...form}>
      <IdPrefixContext.Provider value={form.idPrefix}>
        <form {...rest} noValidate onSubmit={submit}>
          {children}
        </form>
      </IdPrefixContext.Provider>
    </FormProvider>
  );
}
