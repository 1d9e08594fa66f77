import { useParams } from '@betoch/shared/router';
import { NotFoundRedirect } from '@betoch/shared/ui';
import { HOME_HEROES } from './home-heroes';
import { HOME_SECTIONS } from './home-sections';
import { HOME_LAYOUTS, isHomeVariant } from './variants';

/** `/theme/:variant`: one of the twelve home pages, its hero (with the `<h1>`) then its sections. */
export function HomePage() {
  const { variant } = useParams();
  if (!isHomeVariant(variant)) return <NotFoundRedirect />;
  const { hero, sections } = HOME_LAYOUTS[variant];
  const Hero = HOME_HEROES[hero];
  return (
    <div className={`cnt-home cnt-home--${variant}`}>
      <Hero />
      {sections.map((key) => {
        const Section = HOME_SECTIONS[key];
        return <Section key={key} />;
      })}
    </div>
  );
}
