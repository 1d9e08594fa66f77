import type { ReactNode } from 'react';
import { safeLinkHref } from '../../domain/safe-href';

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

interface LinkProps {
  className?: string;
  /** Shown before the number or address, e.g. an icon and a visually hidden label. */
  children?: ReactNode;
}

/** A link from data, or its text alone when the value is not a link of that kind. */
function DataLink({ href, className, children }: LinkProps & { href: string | null }) {
  if (href === null) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={href}>
      {children}
    </a>
  );
}

/**
 * A phone number that calls it, kept left-to-right in RTL layouts; a value that is not a phone
 * number is shown, not linked.
 */
export function PhoneLink({ phone, className, children }: LinkProps & { phone: string }) {
  return (
    <DataLink className={className} href={safeLinkHref(phone, 'tel')}>
      {children}
      <Ltr>{phone}</Ltr>
    </DataLink>
  );
}

/**
 * An e-mail address that writes to it, kept left-to-right in RTL layouts; a value that is not one
 * plain address (`?bcc=`, two addresses) is shown, not linked.
 */
export function EmailLink({ email, className, children }: LinkProps & { email: string }) {
  return (
    <DataLink className={className} href={safeLinkHref(email, 'mailto')}>
      {children}
      <Ltr>{email}</Ltr>
    </DataLink>
  );
}
