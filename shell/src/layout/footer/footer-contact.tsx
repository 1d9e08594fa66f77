import { safeLinkHref, useAgency, useTranslation, type Agency } from '@betoch/shared';
import { DataState, Ltr } from '@betoch/shared/ui';
import { Icon, type IconName } from '../icons';

const NETWORKS: Record<string, IconName> = {
  facebook: 'facebook',
  telegram: 'telegram',
  instagram: 'instagram',
  linkedin: 'linkedin',
};

/** The agency's profiles on the networks the footer draws, with an https: URL only. */
function socialLinks(agency: Agency) {
  return agency.social.flatMap((s) => {
    const href = safeLinkHref(s.url, 'https');
    const icon = NETWORKS[s.network];
    return href && icon ? [{ network: s.network, href, icon }] : [];
  });
}

/** The agency's address, phone, e-mail and social links (agency.json). */
export function FooterContact() {
  const { t } = useTranslation();
  const agency = useAgency();
  return (
    <DataState {...agency}>
      {(a) => {
        // A value from the data that is not a phone, an address or an https: URL is not linked.
        const tel = safeLinkHref(a.phone, 'tel');
        const mailto = safeLinkHref(a.email, 'mailto');
        return (
          <>
            <address className="footer__address">
              {a.address}, {a.city}
              <br />
              {/* LTR runs: "+251 11 551 2345" stays in order in RTL layouts. */}
              {tel ? (
                <a href={tel}>
                  <Ltr>{a.phone}</Ltr>
                </a>
              ) : (
                <Ltr>{a.phone}</Ltr>
              )}
              <br />
              {mailto ? (
                <a href={mailto}>
                  <Ltr>{a.email}</Ltr>
                </a>
              ) : (
                <Ltr>{a.email}</Ltr>
              )}
            </address>
            <ul className="footer__social">
              {socialLinks(a).map((s) => (
                <li key={s.network}>
                  <a
                    className="icon-btn"
                    href={s.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t('footer.social', { network: s.network })}
                  >
                    <Icon name={s.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </DataState>
  );
}
