import { PageHeading } from '@betoch/shared/ui';

export function TitledPage({ title }: { title: string }) {
  return <PageHeading title={title} />;
}
