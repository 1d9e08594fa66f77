import type { ReactNode } from 'react';
import './form-field.css';

/** The attributes that tie a control to its label, hint and error: spread them on the control. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface Props {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** The translated error (text, or text with a link); shown under the control and read with it. */
  error?: ReactNode;
  /** A help text shown under the label, before the control, and read with it. */
  hint?: ReactNode;
  /** Marks the label with " *" (not read out) and the control as required. */
  required?: boolean;
  className?: string;
  /** Renders the control (input, textarea or select) with the given attributes. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field whose hint and error are tied to its control by `aria-describedby`. */
export function FormField({ id, label, error, hint, required, className, children }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
