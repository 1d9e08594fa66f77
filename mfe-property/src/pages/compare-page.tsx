import { PageHeading } from '@betoch/shared/ui';

export function ComparePage() {
  return <PageHeading title="Compare properties" />;
}
