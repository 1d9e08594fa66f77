import type { ReactNode } from 'react';

/**
 * A left-to-right run kept in order inside right-to-left text: phone numbers, prices, areas, dates
 * and e-mail addresses ("+251 911 274 093", not "093 274 911 251+"). `<bdi dir="ltr">` isolates it
 * from the text around it, whatever the page's direction.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** `tel:` wants the digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface LinkProps {
  className?: string;
  /** Shown before the number or address, e.g. an icon and a visually hidden label. */
  children?: ReactNode;
}

/** A phone number that calls it, the number kept left-to-right in RTL layouts. */
export function PhoneLink({ phone, className, children }: LinkProps & { phone: string }) {
  return (
    <a className={className} href={telHref(phone)}>
      {children}
      <Ltr>{phone}</Ltr>
    </a>
  );
}

/** An e-mail address that writes to it, kept left-to-right in RTL layouts. */
export function EmailLink({ email, className, children }: LinkProps & { email: string }) {
  return (
    <a className={className} href={`mailto:${email}`}>
      {children}
      <Ltr>{email}</Ltr>
    </a>
  );
}
