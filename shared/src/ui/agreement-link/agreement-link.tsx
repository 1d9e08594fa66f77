import { useTranslation } from '@betoch/shared/singleton';
import { Link } from '@betoch/shared/router';
import { isForSale } from '../../domain/property-id';
import './agreement-link.css';

/**
 * The agreement page pre-filled with a property: `/contract/sale?id=…` for a for-sale id (it
 * contains 'b'), `/contract/lease?id=…` for a rental.
 */
export function agreementPath(id: string): string {
  const kind = isForSale(id) ? 'sale' : 'lease';
  return `/contract/${kind}?${new URLSearchParams({ id }).toString()}`;
}

interface Props {
  id: string;
  className?: string;
}

/** A link to the lease or sale agreement of a property, pre-filled with it. */
export function AgreementLink({ id, className = 'agreement-link' }: Props) {
  const { t } = useTranslation();
  return (
    <Link className={className} to={agreementPath(id)}>
      {t(isForSale(id) ? 'property.saleAgreement' : 'property.leaseAgreement')}
    </Link>
  );
}
