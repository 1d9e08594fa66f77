import { SectionTitle } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { Example } from '../example';
import { ModulePage } from '../module-page';

/** /modules/title: the section titles, aligned to the start or centred. */
export function TitleShowcase() {
  const { t } = useT();
  return (
    <ModulePage slug="title">
      <Example title={t('modules.title.start')} code="<SectionTitle level={3}>">
        <SectionTitle
          level={3}
          title={t('sections.latestForSale.title')}
          subtitle={t('sections.latestForSale.subtitle')}
        />
      </Example>
      <Example title={t('modules.title.center')} code="<SectionTitle level={3} align='center'>">
        <div className="cnt-module-example__full">
          <SectionTitle
            level={3}
            align="center"
            title={t('sections.peopleSay.title')}
            subtitle={t('sections.peopleSay.subtitle')}
          />
        </div>
      </Example>
      <Example title={t('modules.title.plain')} code="<SectionTitle level={3}> (no subtitle)">
        <SectionTitle level={3} title={t('sections.brands.title')} />
      </Example>
    </ModulePage>
  );
}
