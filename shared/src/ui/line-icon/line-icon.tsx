/**
 * A decorative 24×24 line icon drawn from one SVG path (no icon font, no image request); the
 * control or text beside it carries the meaning. Each app keeps its own table of paths.
 */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
