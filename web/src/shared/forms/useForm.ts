import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

import { type FieldOfPath, lastStepIn, showUserErrors, type UserError } from './userErrors';
import { type FieldErrors, focusField, validate, type Validation } from '../lib/validation';

// Any object of fields: an interface too (it has no index signature).
type Values = object;

interface SubmitActions<F extends string> {
  /**
   * Shows a payload's userErrors: beside the field each one's path names, the others in a toast. A form whose
   * fields are not named after the paths' last steps (or that hides some) says which field a path names.
   */
  showUserErrors: (userErrors: readonly UserError[], fieldOf?: FieldOfPath<F>) => void;
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

  // A second press while a submission is on its way (before React re-rendered the disabled button) sends nothing.
  const submitting = useRef(false);

  const onSubmit =
    (onValid: (values: V, actions: SubmitActions<keyof V & string>) => void | Promise<void>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting.current) return;
      const form = event.currentTarget;
      const found = validate(values, rules);
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first !== undefined) {
        focusField(form, first);
        return;
      }
      const actions: SubmitActions<keyof V & string> = {
        showUserErrors: (userErrors, fieldOfPath = fieldOf) =>
          showUserErrors(userErrors, {
            fieldOf: fieldOfPath,
            setFieldErrors: (placed) => setErrors((current) => ({ ...current, ...placed })),
            form,
          }),
      };
      const submitted = onValid(values, actions);
      if (submitted instanceof Promise) {
        submitting.current = true;
        void submitted.finally(() => {
          submitting.current = false;
        });
      }
    };

  /** Takes every message away (the form's values were replaced as a whole). */
  const clearErrors = useCallback(() => setErrors({}), []);

  return { values, errors, setValue, setValues, setError, clearErrors, bind, onSubmit };
}
