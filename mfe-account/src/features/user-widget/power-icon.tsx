/** A power symbol (24×24); decorative, the button carries the name. */
export function PowerIcon() {
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
      <path d="M12 3.5v8" />
      <path d="M7.2 6.3a7.5 7.5 0 1 0 9.6 0" />
    </svg>
  );
}
