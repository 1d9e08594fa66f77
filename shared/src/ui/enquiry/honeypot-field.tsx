import { ENQUIRY_HONEYPOT_FIELD } from '../../domain/enquiry-rules';
import './honeypot-field.css';

/**
 * The enquiry forms' hidden field (docs/enquiries.md "Spam"): off screen, out of the tab order,
 * hidden from screen readers and from autofill, so only a script that fills every field fills it.
 * Its label is never shown to a person, so it is not translated.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="honeypot-field" aria-hidden="true">
      <label>
        Website (leave empty)
        <input
          type="text"
          name={ENQUIRY_HONEYPOT_FIELD}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          tabIndex={-1}
          autoComplete="off"
        />
      </label>
    </div>
  );
}
