import './commerce.css';
/** The cart's shape while it loads; one status line tells screen readers what is happening. */
export function LineSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div className="line-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div className="line-skeleton__row" key={index} aria-hidden="true">
          <span className="course-thumb skeleton-block" />
          <span className="line-skeleton__text">
            <span className="skeleton-text" />
            <span className="skeleton-text skeleton-text--short" />
          </span>
        </div>
      ))}
    </div>
  );
}
