import type { SocialLink } from '@betoch/shared';
import { useT } from '../i18n-pages';
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

/** Round links to social profiles; each has an accessible name and opens in a new tab. */
export function SocialLinks({ links, owner }: Props) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <ul className="social-links">
      {links.map((link) => {
        const network = NAMES[link.network] ?? link.network;
        return (
          <li key={link.url}>
            <a
              className="social-links__link"
              href={link.url}
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
