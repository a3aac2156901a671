// zod-free on purpose: the API's PDF renderer and the certificate pages import these without the schemas.

/** The words printed on a certificate's PDF (docs/ARCHITECTURE.md#certificate-pdfs). */
export const CERTIFICATE_PDF_TEXTS = {
  documentTitle: (courseName: string, learnerName: string) => `Certificate: ${courseName}, ${learnerName}`,
  documentSubject: 'Certificate of completion',
  heading: 'Certificate of completion',
  presentedTo: 'This certifies that',
  completed: 'has successfully completed the course',
  /** The date in words and the hours: 'Completed on 27 November 2026 · 12.5 hours of content'. */
  facts: (date: string, hours: string) => `Completed on ${date}   ·   ${hours} of content`,
  certificateId: 'Certificate ID',
  issuedBy: 'Issuer',
  verifyHeading: 'Verify this certificate',
  verifyHint: 'Scan the code, or open the address below',
  seal: 'Verified',
  qrCodeAlt: (url: string) => `QR code that opens ${url}`,
} as const;

let dateInWords: Intl.DateTimeFormat | undefined;
/** A completion date in words, in UTC so every reader sees the same day: '27 November 2026'. */
export const formatCertificateDate = (date: Date) =>
  (dateInWords ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(date);

/** Hours of content to one decimal, with the noun in the right number: '1 hour', '4.5 hours', '12 hours'. */
export const formatCertificateHours = (hours: number) => {
  const rounded = Math.round(Math.max(0, hours) * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
};
