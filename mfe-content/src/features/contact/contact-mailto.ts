import { mailtoHref, type ContactMessage } from '@betoch/shared';

/**
 * A `mailto:` address that opens the visitor's mail app with the message filled in, or null when
 * the recipient (from the data) is not a single plain address. The contact form's way out when the
 * API cannot be reached, and the "notify me" forms' way to write.
 */
export function contactMailto(to: string, form: ContactMessage): string | null {
  const lines = [form.message.trim(), '', form.name.trim(), form.email.trim(), form.phone.trim()];
  const body = lines.filter((line, i) => i < 2 || line !== '').join('\n');
  return mailtoHref(to, { subject: form.subject.trim(), body });
}
