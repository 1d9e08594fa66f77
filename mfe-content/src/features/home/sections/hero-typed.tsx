import { useT } from '../../../i18n';
import { HeroFrame } from '../hero/hero-frame';
import { HERO_IMAGES } from '../hero/hero-images';
import { PauseButton } from '../motion/pause-button';
import { useAutoplay } from '../motion/use-autoplay';
import { typedFrame } from '../motion/typed-frame';
import { HeroSearchForm } from '../search/hero-search-form';

const PHRASE_KEYS = ['phrase1', 'phrase2', 'phrase3', 'phrase4'] as const;

/** Typed text over image: the kinds of home we list, typed one after the other. */
export function HeroTyped() {
  const { t } = useT();
  const autoplay = useAutoplay(90);
  const phrases = PHRASE_KEYS.map((key) => t(`hero.typed.${key}`));
  const frame = typedFrame(phrases, autoplay.tick);
  const shown = autoplay.paused ? (phrases[frame.index] ?? '') : frame.text;
  return (
    <HeroFrame kind="typed" title={t('hero.typed.title')} background={HERO_IMAGES.sale} priority>
      <div className="cnt-hero-typed" {...autoplay.holdProps}>
        <p className="cnt-hero-typed__line">
          <span className="visually-hidden">{phrases.join(', ')}</span>
          <span aria-hidden="true">
            {t('hero.typed.lead')} <span className="cnt-hero-typed__text">{shown}</span>
            <span className="cnt-hero-typed__caret" />
          </span>
        </p>
        <PauseButton
          paused={autoplay.paused}
          onToggle={autoplay.togglePaused}
          what={t('motion.typedText')}
        />
      </div>
      <HeroSearchForm />
    </HeroFrame>
  );
}
