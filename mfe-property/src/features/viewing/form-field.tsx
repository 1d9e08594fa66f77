import type { ChangeEvent, Ref } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated validation message, when the value was refused. */
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function FormField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  type = 'text',
  autoComplete,
  required = false,
  inputRef,
}: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const common = {
    id,
    ref: inputRef,
    className: 'field__input',
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {hint ? (
        <p id={hintId} className="field__hint muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
