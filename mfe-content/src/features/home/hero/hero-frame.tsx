import type { ReactNode } from 'react';
import type { ImageRef } from '@betoch/shared';
import { PageHeading, DataImage, useDataModeEffects } from '@betoch/shared/ui';
import './hero.css';

interface Props {
  /** The hero style, used as a CSS modifier (`hero--classic`). */
  kind: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A full-bleed background illustration, drawn behind a tinted overlay. */
  background?: ImageRef;
  /** Whether the background is the page's largest paint (fetched first, never lazily). */
  priority?: boolean;
  /** Shown beside the text on wide screens (a map, figures). */
  aside?: ReactNode;
  /** A picture shown beside the text instead, left out when the visitor saves data. */
  picture?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every hero: the page's one `<h1>` (rendered at once, without waiting for any image
 * or data), an optional background, the hero's own content and an optional side panel; a background
 * or side picture is left out when the visitor saves data.
 */
export function HeroFrame({
  kind,
  title,
  subtitle,
  background,
  priority,
  aside,
  picture,
  children,
}: Props) {
  // Saving data: the tinted hero without its pictures (docs/low-data.md).
  const { heroPictures } = useDataModeEffects();
  const shown = heroPictures ? background : undefined;
  const side = aside ?? (heroPictures ? picture : undefined);
  return (
    <section className={`cnt-hero cnt-hero--${kind}${shown ? ' cnt-hero--with-bg' : ''}`}>
      {shown ? (
        <DataImage className="cnt-hero__bg" image={shown} load={priority ? 'priority' : 'lazy'} />
      ) : null}
      <div className="container cnt-hero__inner">
        <div className="cnt-hero__content">
          <PageHeading title={title} subtitle={subtitle} />
          {children}
        </div>
        {side ? <div className="cnt-hero__aside">{side}</div> : null}
      </div>
    </section>
  );
}
