import { useHappyClients } from '@betoch/shared';
import { DataState } from '@betoch/shared/ui';
import { useT } from '../../../i18n';
import { HomeSection } from '../parts/home-section';
import { Quote } from '../parts/quote';

/** Happy clients (`happy-clients.json`): what families and businesses found with us. */
export function HappyClients() {
  const { t } = useT();
  const section = useHappyClients();
  return (
    <HomeSection
      name="happy-clients"
      tinted
      title={t('sections.happyClients.title')}
      subtitle={t('sections.happyClients.subtitle')}
    >
      <DataState {...section}>
        {(data) => (
          <ul className="cnt-home-grid cnt-home-grid--wide">
            {data.clients.map((client) => (
              <li key={client.id}>
                <Quote
                  text={client.quote}
                  name={client.name}
                  detail={`${client.role} · ${client.city}`}
                  avatar={client.avatar}
                />
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </HomeSection>
  );
}
