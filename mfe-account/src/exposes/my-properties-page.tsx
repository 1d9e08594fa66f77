import { PageHeading } from '@betoch/shared/ui';

/** `/my-properties`, outside the layout. */
export default function MyPropertiesPage() {
  return <PageHeading title="My properties" />;
}
