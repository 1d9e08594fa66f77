import type { EnquiryFailureView } from './enquiry-failure';
import './enquiry-alert.css';

/** Why an enquiry was not sent, above the form that keeps what the visitor typed. */
export function EnquiryAlert({
  view,
  t,
}: {
  view: EnquiryFailureView;
  t: (key: string, values?: Record<string, number>) => string;
}) {
  return (
    <div className="enquiry-alert" role="alert">
      <p className="enquiry-alert__text">
        {view.texts.map(({ key, values }) => t(key, values)).join(' ')}
      </p>
      {view.message ? <p className="enquiry-alert__message">{view.message}</p> : null}
      {view.detail ? <p className="enquiry-alert__detail muted">{view.detail}</p> : null}
    </div>
  );
}
