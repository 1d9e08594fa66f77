import { HOME_PATH, MODULES_PATH } from '@betoch/shared';
import type { ReactNode } from 'react';
import { Breadcrumbs, PageHeading } from '@betoch/shared/ui';
import { useT } from '../../i18n';
import './modules.css';

interface Props {
  /** The module's slug, e.g. "button": its texts are `modules.<slug>.title` and `.intro`. */
  slug: string;
  children: ReactNode;
}

/** A page of the UI-kit showcase: the module's name, what it is for, then live examples. */
export function ModulePage({ slug, children }: Props) {
  const { t } = useT();
  const title = t(`modules.${slug}.title`);
  return (
    <div className={`cnt-module-page module-page--${slug}`}>
      <div className="container">
        <Breadcrumbs
          items={[
            { label: t('modules.home'), to: HOME_PATH },
            { label: t('modules.crumb'), to: MODULES_PATH },
            { label: title },
          ]}
        />
        <PageHeading title={title} subtitle={t('modules.subtitle')} />
        <p className="cnt-module-page__intro">{t(`modules.${slug}.intro`)}</p>
      </div>
      {children}
    </div>
  );
}
