import { PageHeading } from '@betoch/shared/ui';

/** `/page/other-pages/log-in`. */
export default function LoginPage() {
  return <PageHeading title="Log in" />;
}
