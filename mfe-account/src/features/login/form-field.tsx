import type { Ref } from 'react';

interface Props {
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  /** The message shown under the field (and announced with it) when the value is refused. */
  error?: string | undefined;
  onChange(value: string): void;
}

/** A labelled input whose error message is tied to it (`aria-describedby`, `aria-invalid`). */
export function FormField({ ref, id, label, type, autoComplete, value, error, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="field__input"
        type={type}
        name={id}
        autoComplete={autoComplete}
        required
        spellCheck={false}
        autoCapitalize="none"
        // E-mail addresses and passwords read left to right, in an RTL page too.
        dir="ltr"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
