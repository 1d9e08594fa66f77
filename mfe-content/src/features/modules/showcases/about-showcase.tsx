import { useAgency } from '@betoch/shared';
import { DataImage, DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { AgencyStats } from '../../home/parts/agency-stats';
import { Example } from '../example';
import { ModulePage } from '../module-page';

/** /modules/about: the agency's story, picture and figures (`agency.json`). */
export function AboutShowcase() {
  const { t } = useT();
  const agency = useAgency();
  return (
    <ModulePage slug="about">
      <Example title={t('modules.about.block')} code="agency.json · <AgencyStats>">
        <DataState {...agency}>
          {(data) => (
            <div className="cnt-about-block">
              <DataImage image={data.image} />
              <div>
                <p>
                  <strong>{data.tagline}</strong>
                </p>
                {data.about.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                <AgencyStats stats={data.stats} />
              </div>
            </div>
          )}
        </DataState>
      </Example>
    </ModulePage>
  );
}
