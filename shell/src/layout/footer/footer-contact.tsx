import { useAgency, useTranslation } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { Icon, type IconName } from '../icons';

const NETWORKS: Record<string, IconName> = {
  facebook: 'facebook',
  telegram: 'telegram',
  instagram: 'instagram',
  linkedin: 'linkedin',
};

/** The agency's address, phone, e-mail and social links (agency.json). */
export function FooterContact() {
  const { t } = useTranslation();
  const agency = useAgency();
  return (
    <DataState {...agency}>
      {(a) => (
        <>
          <address className="footer__address">
            {a.address}, {a.city}
            <br />
            <a href={`tel:${a.phone.replace(/\s/g, '')}`}>{a.phone}</a>
            <br />
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </address>
          <ul className="footer__social">
            {a.social
              .filter((s) => s.network in NETWORKS)
              .map((s) => (
                <li key={s.network}>
                  <a
                    className="icon-btn"
                    href={s.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t('footer.social', { network: s.network })}
                  >
                    <Icon name={NETWORKS[s.network] ?? 'user'} />
                  </a>
                </li>
              ))}
          </ul>
        </>
      )}
    </DataState>
  );
}
