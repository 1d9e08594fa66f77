import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A form's values: one text per field, keyed by the controls' `name`. */
export type FormValues<F> = { [K in keyof F]: string };

/** The error code of each invalid field (the page turns a code into a translated message). */
export type FormErrors<F, E extends string = string> = Partial<Record<keyof F & string, E>>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Options<F extends FormValues<F>, E extends string> {
  initial: F;
  /** The form's rule: an error code per invalid field, none when the values may be sent. */
  validate: (values: F) => FormErrors<F, E>;
  /** The fields in the order they appear, to focus the first invalid one. */
  order: readonly (keyof F & string)[];
  /** Called with the values once they are valid (may be async; the form does not wait for it). */
  onValid: (values: F) => void | Promise<void>;
}

/**
 * Form state with validation on submit: errors appear after a submit that found any, then follow
 * the visitor's typing, until a valid submit or a reset; an invalid submit moves focus to the
 * first invalid field (the control whose `name` is the field).
 */
export function useValidatedForm<F extends FormValues<F>, E extends string = string>({
  initial,
  validate,
  order,
  onValid,
}: Options<F, E>) {
  const [values, setValues] = useState<F>(initial);
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: FormErrors<F, E> = checking ? validate(values) : {};

  const setField = useCallback((field: keyof F & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }) as F);
  }, []);

  /** Moves focus to a field's control (after a refused log-in, for instance). */
  const focusField = useCallback((field: keyof F & string) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, []);

  /** The `name`, `value` and `onChange` of a field's control. */
  const bind = (field: keyof F & string) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<Control>) => setField(field, event.target.value),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    const first = order.find((field) => found[field] !== undefined);
    setChecking(first !== undefined);
    if (first === undefined) void onValid(values);
    else focusField(first);
  };

  const reset = useCallback(
    (next: F = initial) => {
      setValues(next);
      setChecking(false);
    },
    [initial],
  );

  /**
   * Spread on the `<form>`: its ref (to focus fields), `noValidate`, the submit handler, and
   * `method="post"`: sent by the browser itself (before the page is live, or without JavaScript),
   * a form without a method is a GET that writes every field, a password too, into the address;
   * both servers answer a POST to a page with a 303 to the same address (docs/rules.md#forms).
   */
  const formProps = { ref: formRef, method: 'post', noValidate: true, onSubmit } as const;

  return { values, errors, setField, setValues, bind, focusField, reset, formProps };
}
