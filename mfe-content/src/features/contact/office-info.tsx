import type { Agency } from '@betoch/shared';
import { EmailLink, PhoneLink } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { SocialLinks } from '../agents/social-links';

/** The agency's address, phones, e-mail, opening hours and social profiles. */
export function OfficeInfo({ agency }: { agency: Agency }) {
  const { t } = usePagesT();
  return (
    <div className="cnt-office-info card">
      <h2 className="cnt-office-info__title">{t('contact.office')}</h2>
      <dl className="cnt-office-info__list">
        <dt>{t('contact.address')}</dt>
        <dd>
          {agency.address}
          {agency.poBox ? <span className="muted cnt-office-info__po">{agency.poBox}</span> : null}
        </dd>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <PhoneLink phone={agency.phone} />
          {agency.mobile ? (
            <>
              {' · '}
              <PhoneLink phone={agency.mobile} />
            </>
          ) : null}
        </dd>
        <dt>{t('contact.email')}</dt>
        <dd>
          <EmailLink email={agency.email} />
        </dd>
      </dl>
      <h3 className="cnt-office-info__subtitle">{t('contact.hours')}</h3>
      <table className="cnt-office-info__hours">
        <tbody>
          {agency.hours.map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SocialLinks links={agency.social} owner={agency.name} />
    </div>
  );
}
