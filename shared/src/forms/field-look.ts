import { createContext, useContext } from 'react';

/**
 * The class names of a field's parts. The kit's markup is the same everywhere; the public site
 * and the admin each style it with their own classes (their style sheets never meet).
 */
export interface FieldLook {
  /** The field's box (label, control, hint, error). */
  field: string;
  /** Added to the box while the field shows an error. */
  invalid: string;
  label: string;
  /** A label kept for assistive technology only (the placeholder shows instead). */
  hiddenLabel: string;
  /** The required mark after the label, and its text. */
  required: string;
  requiredMark: string;
  hint: string;
  error: string;
  input: string;
  textarea: string;
  select: string;
  /** A checkbox and its label on one line. */
  checkbox: string;
  /** A group of fields under one legend. */
  group: string;
  /** A group of choices (radio buttons) under a legend, added to the field's box. */
  choiceGroup: string;
  /** The row of choices in it. */
  choices: string;
}

/** The public site's look (site/src/styles/global.css). */
export const SITE_FIELD_LOOK: FieldLook = {
  field: 'field',
  invalid: 'field--invalid',
  label: 'field__label',
  hiddenLabel: 'visually-hidden',
  required: 'field__required',
  requiredMark: ' *',
  hint: 'field__hint',
  error: 'field__error',
  input: 'field__control',
  textarea: 'field__control',
  select: 'field__control',
  checkbox: 'field__checkbox',
  group: 'field-group',
  choiceGroup: 'field--choices',
  choices: 'field__choices',
};

/** The admin's look (shared/src/admin/ui/admin.css). */
export const ADMIN_FIELD_LOOK: FieldLook = {
  field: 'admin-field',
  invalid: 'admin-field--invalid',
  label: 'admin-field__label',
  hiddenLabel: 'admin-visually-hidden',
  required: 'admin-required',
  requiredMark: '*',
  hint: 'admin-field__hint',
  error: 'admin-field__error',
  input: 'admin-input',
  textarea: 'admin-textarea',
  select: 'admin-select',
  checkbox: 'admin-checkbox',
  group: 'admin-fieldset',
  choiceGroup: 'admin-field--choices',
  choices: 'admin-field__choices',
};

const FieldLookContext = createContext<FieldLook>(SITE_FIELD_LOOK);

/** Gives the fields inside it this look (the admin's root sets the admin's). */
export const FieldLookProvider = FieldLookContext.Provider;

export const useFieldLook = () => useContext(FieldLookContext);
