/** A light placeholder shown inside the page while a section's code loads. */
export function SectionSkeleton() {
  return (
    <div className="section-skeleton" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <div className="section-skeleton__bar section-skeleton__bar--title" />
      <div className="section-skeleton__bar" />
      <div className="section-skeleton__bar" />
    </div>
  );
}
