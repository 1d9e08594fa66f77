import { useTranslation } from '@betoch/shared/singleton';
import { Link } from '@betoch/shared/router';
import { agreementUrl } from '../../domain/links';
import { isForSale } from '../../domain/property-id';
import './agreement-link.css';

interface Props {
  id: string;
  className?: string;
}

/** A link to the lease or sale agreement of a property, pre-filled with it. */
export function AgreementLink({ id, className = 'agreement-link' }: Props) {
  const { t } = useTranslation();
  return (
    <Link className={className} to={agreementUrl(id)}>
      {t(isForSale(id) ? 'property.saleAgreement' : 'property.leaseAgreement')}
    </Link>
  );
}
