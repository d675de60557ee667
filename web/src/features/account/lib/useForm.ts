import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';

import { toaster } from '../../../shared/components/toaster';
import { errorField, errorMessage } from './errors';
import { type FieldErrors, validate, type Validation } from '../../../shared/lib/validation';

type Values = Record<string, unknown>;

interface SubmitActions {
  /** Shows a failed mutation: beside the field it names (`extensions.field`), or in a toast. */
  showError: (error: unknown) => void;
}

function focusField(form: HTMLFormElement, field: string) {
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * A form's values, validation messages and submission: on submit the rules run in the spec's order, every
 * failing field shows its message and the first one gets focus; only a valid form reaches `onValid`.
 */
export function useForm<V extends Values>(initialValues: V, rules: Validation<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [fields] = useState(() => new Set(Object.keys(initialValues)));

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
      const showError = (error: unknown) => {
        const field = errorField(error);
        if (field !== undefined && fields.has(field)) {
          setError(field, errorMessage(error));
          focusField(form, field);
        } else {
          toaster.create({ type: 'error', title: errorMessage(error) });
        }
      };
      void onValid(values, { showError });
    };

  return { values, errors, setValue, setValues, setError, bind, onSubmit };
}
