import './account-alert.css';

interface Props {
  message: string;
  /** A technical line under the message (what failed), in smaller text. */
  detail?: string | undefined;
}

/** The alert at the top of an account form (log-in, sign-up, the e-mail's verification). */
export function AccountAlert({ message, detail }: Props) {
  return (
    <div className="alert acc-alert" role="alert">
      <p className="acc-alert__text">{message}</p>
      {detail ? <p className="acc-alert__detail">{detail}</p> : null}
    </div>
  );
}
