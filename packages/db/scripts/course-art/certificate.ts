/** The certificate demo every course shows on its Certificate tab: a sample, clearly marked as one. */
export function certificateSvg(): string {
  const W = 1100;
  const H = 780;
  const serif = "Georgia, 'Times New Roman', serif";
  const sans = "Inter, 'Segoe UI', Arial, sans-serif";
  const purple = '#4c1d95';
  const gold = '#eab308';
  const corners = [
    [60, 60, 0],
    [W - 60, 60, 90],
    [W - 60, H - 60, 180],
    [60, H - 60, 270],
  ]
    .map(
      ([x, y, r]) =>
        `<path transform="translate(${x} ${y}) rotate(${r})" d="M0 70 L0 0 L70 0 M14 70 L14 14 L70 14" fill="none" stroke="${gold}" stroke-width="4"/>`,
    )
    .join('\n');
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    const x = (Math.cos(a) * 62).toFixed(1);
    const y = (Math.sin(a) * 62).toFixed(1);
    return `<line x1="0" y1="0" x2="${x}" y2="${y}"/>`;
  }).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">`,
    '<title>Sample certificate of completion</title>',
    `<rect width="${W}" height="${H}" fill="#fbfaff"/>`,
    `<rect x="28" y="28" width="${W - 56}" height="${H - 56}" fill="none" stroke="${purple}" stroke-width="6"/>`,
    `<rect x="44" y="44" width="${W - 88}" height="${H - 88}" fill="none" stroke="${purple}" stroke-width="1.5" opacity="0.5"/>`,
    corners,
    `<text x="${W / 2}" y="150" text-anchor="middle" font-family="${sans}" font-size="22" letter-spacing="8" fill="${purple}">CURIO</text>`,
    `<text x="${W / 2}" y="230" text-anchor="middle" font-family="${serif}" font-size="58" fill="#1d1a33">Certificate of Completion</text>`,
    `<text x="${W / 2}" y="300" text-anchor="middle" font-family="${sans}" font-size="22" fill="#55506e">This certifies that</text>`,
    `<text x="${W / 2}" y="375" text-anchor="middle" font-family="${serif}" font-size="50" font-style="italic" fill="${purple}">Your Name Here</text>`,
    `<line x1="${W / 2 - 260}" y1="395" x2="${W / 2 + 260}" y2="395" stroke="${gold}" stroke-width="2"/>`,
    `<text x="${W / 2}" y="450" text-anchor="middle" font-family="${sans}" font-size="22" fill="#55506e">has successfully completed every module and assessment of</text>`,
    `<text x="${W / 2}" y="505" text-anchor="middle" font-family="${serif}" font-size="34" fill="#1d1a33">The Course You Complete</text>`,
    `<g font-family="${sans}" font-size="18" fill="#55506e" text-anchor="middle">`,
    `<line x1="150" y1="640" x2="400" y2="640" stroke="#1d1a33" stroke-width="1.5"/>`,
    '<text x="275" y="668">Programme Director</text>',
    `<line x1="${W - 400}" y1="640" x2="${W - 150}" y2="640" stroke="#1d1a33" stroke-width="1.5"/>`,
    `<text x="${W - 275}" y="668">Date of completion</text>`,
    '</g>',
    `<g transform="translate(${W / 2} 630)">`,
    `<g stroke="${gold}" stroke-width="3">${rays}</g>`,
    `<circle r="50" fill="${gold}"/><circle r="40" fill="none" stroke="#ffffff" stroke-width="2"/>`,
    `<text y="8" text-anchor="middle" font-family="${sans}" font-size="22" font-weight="700" fill="#ffffff">C</text>`,
    '</g>',
    `<text x="${W / 2}" y="${H - 62}" text-anchor="middle" font-family="${sans}" font-size="14" letter-spacing="3" fill="#55506e" opacity="0.8">SAMPLE · FOR ILLUSTRATION ONLY</text>`,
    '</svg>',
    '',
  ].join('\n');
}
