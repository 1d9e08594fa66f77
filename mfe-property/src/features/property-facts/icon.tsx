import { LineIcon } from '@betoch/shared/ui';

// 24×24 outline paths: no icon font and no image request.
const PATHS = {
  bed: 'M3 18v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 15h18M3 18v2M21 18v2M6 9V6.5A1.5 1.5 0 0 1 7.5 5h9A1.5 1.5 0 0 1 18 6.5V9',
  bath: 'M4 12h16v2a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-2zM6 12V5.5A1.5 1.5 0 0 1 9 5.5M7 19l-1 2M17 19l1 2',
  area: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5M9 9h6v6H9z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  car: 'M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 19v2M17 19v2M5 11h14',
  pin: 'M12 21s-6.5-5.7-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.3-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  phone:
    'M5 4h3l1.5 4.5-2 1.2a11 11 0 0 0 6.8 6.8l1.2-2L20 16v3a1 1 0 0 1-1 1A15 15 0 0 1 4 5a1 1 0 0 1 1-1z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative line icon; the text or the control beside it carries the meaning. */
export function Icon({ name }: { name: IconName }) {
  return <LineIcon path={PATHS[name]} />;
}
