import { useState } from 'react';
import { Link } from '@betoch/shared/router';
import { useLatestForSale, LISTINGS_PATH, CONTACT_OFFICE_PATH } from '@betoch/shared';
import { CompareButton, DataState, WishlistButton } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { PauseButton } from '../../home/motion/pause-button';
import { Example } from '../example';
import { ModulePage } from '../module-page';

/** /modules/button: the button styles and the icon buttons. */
export function ButtonShowcase() {
  const { t } = useT();
  const [paused, setPaused] = useState(false);
  const section = useLatestForSale();
  return (
    <ModulePage slug="button">
      <Example title={t('modules.button.variants')} code=".btn · .btn--primary · .btn--ghost">
        <button type="button" className="btn btn--primary">
          {t('modules.button.primary')}
        </button>
        <button type="button" className="btn">
          {t('modules.button.default')}
        </button>
        <button type="button" className="btn btn--ghost">
          {t('modules.button.ghost')}
        </button>
        <button type="button" className="btn" disabled>
          {t('modules.button.disabled')}
        </button>
      </Example>
      <Example title={t('modules.button.links')} code="<Link className='btn btn--primary'>">
        <Link className="btn btn--primary" to={LISTINGS_PATH}>
          {t('hero.browse')}
        </Link>
        <Link className="btn" to={CONTACT_OFFICE_PATH}>
          {t('hero.contactUs')}
        </Link>
      </Example>
      <Example
        title={t('modules.button.icons')}
        code="<WishlistButton> · <CompareButton> · .icon-btn"
      >
        <DataState {...section}>
          {(data) =>
            data.properties[0] ? (
              <>
                <WishlistButton property={data.properties[0]} />
                <CompareButton property={data.properties[0]} />
                <span className="muted">{data.properties[0].title}</span>
              </>
            ) : null
          }
        </DataState>
        <PauseButton
          paused={paused}
          onToggle={() => setPaused((p) => !p)}
          what={t('motion.animation')}
        />
      </Example>
    </ModulePage>
  );
}
