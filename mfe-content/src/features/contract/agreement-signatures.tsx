import type { ContractKind } from './contract-rules';
import { usePagesT } from '../../i18n-pages';
import { PARTY_KEYS } from './contract-terms';

/** Lines for the two parties and two witnesses to sign and date. */
export function AgreementSignatures({ kind }: { kind: ContractKind }) {
  const { t } = usePagesT();
  const signers = [
    t(PARTY_KEYS[kind].owner),
    t(PARTY_KEYS[kind].client),
    t('contract.doc.witness', { n: 1 }),
    t('contract.doc.witness', { n: 2 }),
  ];
  return (
    <div className="cnt-agreement__signatures">
      {signers.map((signer) => (
        <div key={signer} className="cnt-agreement__signature">
          <p className="cnt-agreement__signer">{signer}</p>
          <p>
            {t('contract.doc.signature')} <span className="cnt-agreement__line" />
          </p>
          <p>
            {t('contract.doc.date')} <span className="cnt-agreement__line" />
          </p>
        </div>
      ))}
    </div>
  );
}
