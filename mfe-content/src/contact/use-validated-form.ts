import { useCallback, useRef, useState, type FormEvent } from 'react';

type Values<F> = { [K in keyof F]: string };
type Errors<F> = Partial<Record<keyof F & string, string>>;

interface Options<F extends Values<F>> {
  initial: F;
  /** The domain rule: an error code per invalid field. */
  validate: (values: F) => Errors<F>;
  /** The fields in the order they appear, to focus the first invalid one. */
  order: readonly (keyof F & string)[];
  /** Called with the values once they are valid. */
  onValid: (values: F) => void;
}

/**
 * Form state with validation on submit: errors appear after the first submit and then follow the
 * visitor's typing; an invalid submit moves focus to the first invalid field (by its `name`).
 */
export function useValidatedForm<F extends Values<F>>({
  initial,
  validate,
  order,
  onValid,
}: Options<F>) {
  const [values, setValues] = useState<F>(initial);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: Errors<F> = submitted ? validate(values) : {};

  const setField = useCallback((field: keyof F & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }) as F);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    const first = order.find((field) => found[field] !== undefined);
    if (first === undefined) {
      onValid(values);
      return;
    }
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const reset = useCallback(
    (next: F = initial) => {
      setValues(next);
      setSubmitted(false);
    },
    [initial],
  );

  return { values, errors, setField, setValues, onSubmit, reset, formRef };
}
