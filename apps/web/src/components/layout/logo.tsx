import { BRAND_NAME } from '#web/lib/brand.ts';

/** The Curio mark: a "C" that opens onto a spark of curiosity. */
export function Logo() {
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 64 64"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="64" height="64" rx="16" fill="currentColor" />
        <path
          d="M43 22.5a14 14 0 1 0 0 19"
          fill="none"
          stroke="#facc15"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <circle cx="44" cy="32" r="4" fill="#fff" />
      </svg>
      <span className="logo__text">{BRAND_NAME}</span>
    </span>
  );
}
