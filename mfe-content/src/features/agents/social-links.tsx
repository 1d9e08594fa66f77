import { safeLinkHref, type SocialLink } from '@betoch/shared';
import { usePagesT } from '../../i18n-pages';
import './social-links.css';

// Short marks drawn in CSS: no icon font or image request. The link's name is spoken text.
const MARKS: Record<string, string> = {
  facebook: 'f',
  telegram: 'tg',
  instagram: 'ig',
  linkedin: 'in',
  youtube: '▶',
  x: 'x',
};
const NAMES: Record<string, string> = {
  facebook: 'Facebook',
  telegram: 'Telegram',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
};

interface Props {
  links: SocialLink[];
  /** Whose profiles these are, for the links' names ("Hanna Girma on Telegram"). */
  owner: string;
}

/**
 * Round links to social profiles; each has an accessible name and opens in a new tab. A profile
 * whose URL is not https: (a `javascript:` or `data:` URL in the data) is left out.
 */
export function SocialLinks({ links, owner }: Props) {
  const { t } = usePagesT();
  const safe = links.flatMap((link) => {
    const href = safeLinkHref(link.url, 'https');
    return href ? [{ ...link, href }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <ul className="cnt-social-links">
      {safe.map((link) => {
        const network = NAMES[link.network] ?? link.network;
        return (
          <li key={link.href}>
            <a
              className="cnt-social-links__link"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span aria-hidden="true">{MARKS[link.network] ?? network.slice(0, 2)}</span>
              <span className="visually-hidden">{t('social.on', { owner, network })}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
