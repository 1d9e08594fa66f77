import { useLatestForSale } from '@betoch/shared';
import { DataState, PropertyCard } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { PropertyGrid } from '../../home/parts/property-grid';
import { Example } from '../example';
import { ModulePage } from '../module-page';

/** /modules/property: the property card in its grid and list layouts. */
export function PropertyShowcase() {
  const { t } = useT();
  const section = useLatestForSale();
  return (
    <ModulePage slug="property">
      <Example title={t('modules.property.grid')} code="<PropertyCard layout='grid'>">
        <DataState {...section}>
          {(data) => (
            <div className="cnt-module-example__full">
              <PropertyGrid properties={data.properties.slice(0, 3)} />
            </div>
          )}
        </DataState>
      </Example>
      <Example title={t('modules.property.list')} code="<PropertyCard layout='list'>">
        <DataState {...section}>
          {(data) => (
            <ul className="cnt-property-list">
              {data.properties.slice(3, 5).map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} layout="list" />
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </Example>
    </ModulePage>
  );
}
