import { useState } from 'react';
import { Link, useSearchParams } from '@betoch/shared/router';
import { HOME_PATH, useListingsOfDeal, type Property } from '@betoch/shared';
import { type ContractForm, type ContractKind } from './contract-rules';
import { Breadcrumbs, DataState, PageHeading } from '@betoch/shared/ui';
import { usePagesT } from '../../i18n-pages';
import { AgreementPreview } from './agreement-preview';
import { ContractFormView } from './contract-form';
import './contract.css';

/** /contract/lease and /contract/sale: fill in the agreement, then preview and print it. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = usePagesT();
  const presetId = useSearchParams()[0].get('id') ?? '';
  const properties = useListingsOfDeal(kind === 'lease' ? 'rent' : 'sale', presetId);
  const [preview, setPreview] = useState<{ form: ContractForm; property?: Property } | null>(null);
  const other: ContractKind = kind === 'lease' ? 'sale' : 'lease';

  return (
    <div className="container cnt-contract-page">
      <Breadcrumbs
        items={[{ label: t('common.home'), to: HOME_PATH }, { label: t(`contract.${kind}.title`) }]}
      />
      <PageHeading title={t(`contract.${kind}.title`)} subtitle={t(`contract.${kind}.subtitle`)} />
      <p className="cnt-contract-page__switch cnt-no-print">
        <Link to={`/contract/${other}`}>{t(`contract.${other}.switch`)}</Link>
      </p>
      <DataState {...properties}>
        {(list) => (
          <>
            <ContractFormView
              key={`${kind}-${presetId}`}
              kind={kind}
              properties={list}
              presetId={presetId}
              hidden={preview !== null}
              onPreview={(form, property) => setPreview({ form, property })}
            />
            {preview ? (
              <AgreementPreview
                kind={kind}
                form={preview.form}
                // In the language shown now when the first list holds it; else as it was found.
                property={list.find((p) => p.id === preview.form.propertyId) ?? preview.property}
                onEdit={() => setPreview(null)}
              />
            ) : null}
          </>
        )}
      </DataState>
    </div>
  );
}
