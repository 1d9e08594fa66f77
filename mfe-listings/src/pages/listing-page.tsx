import { useParams } from 'react-router-dom';
import { NotFoundRedirect, PageHeading } from '@betoch/shared/ui';

const COLUMNS = ['2-grid', '3-grid'];
const SIDEBARS = ['left-sidebar', 'right-sidebar', 'no-sidebar'];
const TABS = ['tab-full-width', 'tab-left-sidebar', 'tab-right-sidebar'];

interface Props {
  view: 'grid' | 'list' | 'tabs';
  map?: boolean;
}

export function ListingPage({ view, map = false }: Props) {
  const { columns, sidebar, variant } = useParams();
  if (columns !== undefined && !COLUMNS.includes(columns)) return <NotFoundRedirect />;
  if (sidebar !== undefined && !SIDEBARS.includes(sidebar)) return <NotFoundRedirect />;
  if (variant !== undefined && !TABS.includes(variant)) return <NotFoundRedirect />;
  const title =
    view === 'tabs' ? 'Properties by deal' : map ? 'Properties on the map' : 'Properties';
  return <PageHeading title={title} />;
}
