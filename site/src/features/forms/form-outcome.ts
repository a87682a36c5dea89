/**
 * What the server tells a page about one of its forms posted natively (without the app): stored
 * (the page has `?sent=<form>`), or refused (the page is rendered with the outcome, which travels
 * to the browser in the hydration payload). See shared/src/contract/native-forms.ts.
 */
import { createContext, useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SENT_PARAM,
  type FormOutcome,
  type PublicForm,
} from '@northbeam/shared/contract/native-forms';

export const FormOutcomeContext = createContext<FormOutcome | null>(null);

/** The refused native submission of `form` this page was rendered with, if any. */
export function useFormOutcome(form: PublicForm): FormOutcome | null {
  const outcome = useContext(FormOutcomeContext);
  return outcome?.form === form ? outcome : null;
}

/** Did the server just store `form`, posted natively from this page? */
export function useSentNatively(form: PublicForm): boolean {
  const [params] = useSearchParams();
  return params.get(SENT_PARAM) === form;
}
