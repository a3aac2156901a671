type TSpinnerProps = {
  /** Announced to screen readers; omit for a spinner inside a control that already says what is happening. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

export function Spinner({ label, size = 'md' }: TSpinnerProps) {
  if (!label) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="spinner-wrap">
      <span className={`spinner spinner--${size}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Fills the page area while a route or its data loads (docs/product.md#pages: "a full-screen spinner"). */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} size="lg" />
    </div>
  );
}
