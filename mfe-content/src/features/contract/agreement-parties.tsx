import type { ContractForm, ContractKind } from './contract-rules';
import { usePagesT } from '../../i18n-pages';
import { PARTY_KEYS } from './contract-terms';

/** The two parties of the agreement with their identity and contact details. */
export function AgreementParties({ kind, form }: { kind: ContractKind; form: ContractForm }) {
  const { t } = usePagesT();
  return (
    <div className="cnt-agreement__parties">
      {(['owner', 'client'] as const).map((party) => (
        <div key={party} className="cnt-agreement__party">
          <h3 className="cnt-agreement__heading">{t(PARTY_KEYS[kind][party])}</h3>
          <dl>
            <dt>{t('contract.fields.Name')}</dt>
            <dd>{form[`${party}Name`].trim()}</dd>
            <dt>{t('contract.fields.IdNumber')}</dt>
            <dd>{form[`${party}IdNumber`].trim()}</dd>
            <dt>{t('contract.fields.Address')}</dt>
            <dd>{form[`${party}Address`].trim()}</dd>
            <dt>{t('contract.fields.Phone')}</dt>
            <dd>{form[`${party}Phone`].trim()}</dd>
          </dl>
        </div>
      ))}
    </div>
  );
}
