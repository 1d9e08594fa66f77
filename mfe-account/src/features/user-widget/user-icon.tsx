/** A person outline (24×24); decorative, the link carries the name. */
export function UserIcon() {
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
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.8 4.1-5.7 7.5-5.7s6.3 1.9 7.5 5.7" />
    </svg>
  );
}
