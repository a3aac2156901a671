/** About (docs/product.md#pages): the 'Upskilling Accelerator' graphic, drawn for Curio. */
export function UpskillingGraphic() {
  return (
    <figure className="upskilling">
      <svg viewBox="0 0 360 300" role="img" aria-labelledby="upskilling-caption" className="upskilling__art">
        <defs>
          <linearGradient id="up-bar" x1="0" y1="1" x2="0" y2="0">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#a78bfa" />
          </linearGradient>
        </defs>
        <circle cx="180" cy="150" r="138" fill="#ede9fe" />
        <circle cx="292" cy="58" r="26" fill="#facc15" />
        <g fill="url(#up-bar)">
          <rect x="70" y="190" width="40" height="60" rx="10" />
          <rect x="125" y="160" width="40" height="90" rx="10" />
          <rect x="180" y="122" width="40" height="128" rx="10" />
          <rect x="235" y="86" width="40" height="164" rx="10" />
        </g>
        <path
          d="M70 168 L145 130 L200 98 L262 52"
          fill="none"
          stroke="#1e1b4b"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray="2 14"
        />
        <path d="M250 40 l28 6 -10 26z" fill="#1e1b4b" />
        <rect x="52" y="250" width="256" height="8" rx="4" fill="#1e1b4b" opacity=".15" />
      </svg>
      <figcaption id="upskilling-caption" className="upskilling__caption">
        Upskilling Accelerator
      </figcaption>
    </figure>
  );
}
