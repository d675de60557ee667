import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';

import { lastStepIn, showUserErrors, type UserError } from './userErrors';
import { type FieldErrors, focusField, validate, type Validation } from '../lib/validation';

type Values = Record<string, unknown>;

interface SubmitActions {
  /** Shows a payload's userErrors: beside the field each one's path names, the others in a toast. */
  showUserErrors: (userErrors: readonly UserError[]) => void;
}

/**
 * A form's values, validation messages and submission: on submit the rules run in the spec's order, every
 * failing field shows its message and the first one gets focus; only a valid form reaches `onValid`.
 */
export function useForm<V extends Values>(initialValues: V, rules: Validation<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [fieldOf] = useState(() => lastStepIn(Object.keys(initialValues) as (keyof V & string)[]));

  const setValue = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Editing a field takes its message away; the next submit checks again.
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const setError = useCallback((field: keyof V & string, message: string | undefined) => {
    setErrors((current) => {
      const next = { ...current };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });
  }, []);

  /** Props for a text input, textarea or native select bound to `field`. */
  const bind = <K extends keyof V & string>(field: K) => ({
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(field, event.target.value as V[K]),
  });

  const onSubmit =
    (onValid: (values: V, actions: SubmitActions) => void | Promise<void>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const found = validate(values, rules);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first !== undefined) {
        focusField(form, first);
        return;
      }
      const actions: SubmitActions = {
        showUserErrors: (userErrors) =>
          showUserErrors(userErrors, {
            fieldOf,
            setFieldErrors: (placed) => setErrors((current) => ({ ...current, ...placed })),
            form,
          }),
      };
      void onValid(values, actions);
    };

  return { values, errors, setValue, setValues, setError, bind, onSubmit };
}
