import { useEffect, useRef } from 'react';
import { formatDate, useLanguageStore, type Property } from '@betoch/shared';
import { type ContractForm, type ContractKind } from './contract-rules';
import { usePagesT } from '../../i18n-pages';
import { AgreementParties } from './agreement-parties';
import { AgreementSignatures } from './agreement-signatures';
import { agreementFigures } from './agreement-figures';

interface Props {
  kind: ContractKind;
  form: ContractForm;
  /** The property the form names. */
  property: Property | undefined;
  onEdit: () => void;
}

const CLAUSES: Record<ContractKind, readonly string[]> = {
  lease: ['property', 'term', 'rent', 'deposit', 'use', 'utilities', 'ending', 'law'],
  sale: ['property', 'price', 'payment', 'handover', 'title', 'costs', 'law'],
};

/** The agreement as a printable document, in the visitor's language, with signature lines. */
export function AgreementPreview({ kind, form, property, onEdit }: Props) {
  const { t } = usePagesT();
  const language = useLanguageStore((s) => s.language);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  const { values, rows } = agreementFigures(kind, form, property, language);
  const today = formatDate(new Date().toISOString().slice(0, 10), language);

  return (
    <section className="cnt-agreement" aria-labelledby="agreement-title">
      <div className="cnt-agreement__actions cnt-no-print">
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          {t('contract.print')}
        </button>
        <button type="button" className="btn" onClick={onEdit}>
          {t('contract.edit')}
        </button>
      </div>
      <article className="cnt-agreement__paper">
        <h2 id="agreement-title" ref={titleRef} tabIndex={-1} className="cnt-agreement__title">
          {t(`contract.${kind}.docTitle`)}
        </h2>
        <p className="cnt-agreement__made">{t('contract.doc.made', { date: today })}</p>
        <AgreementParties kind={kind} form={form} />
        <h3 className="cnt-agreement__heading">{t('contract.doc.clauses')}</h3>
        <ol className="cnt-agreement__clauses">
          {CLAUSES[kind].map((clause) => (
            <li key={clause}>{t(`contract.${kind}.clauses.${clause}`, values)}</li>
          ))}
        </ol>
        <h3 className="cnt-agreement__heading">{t('contract.doc.amounts')}</h3>
        <table className="cnt-agreement__amounts">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{t(label, values)}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <AgreementSignatures kind={kind} />
        <p className="cnt-agreement__note">{t('contract.doc.note')}</p>
      </article>
    </section>
  );
}
