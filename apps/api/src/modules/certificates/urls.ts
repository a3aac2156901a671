import { paths, type TCertificateUrls } from '@curio/shared';

/**
 * A certificate's addresses (docs/product.md#certificates), absolute on the site's public origin
 * (PUBLIC_URL): what the reply, the mail, the PDF's QR code and the credential carry.
 */

/** The API's public certificate routes (routes.ts). */
export const CERTIFICATE_API = {
  verification: (id: string) => `/api/certificates/${encodeURIComponent(id)}`,
  pdf: (id: string) => `/api/certificates/${encodeURIComponent(id)}/pdf`,
  credential: (id: string) => `/api/certificates/${encodeURIComponent(id)}/credential`,
  status: (id: string) => `/api/certificates/${encodeURIComponent(id)}/status`,
  issuer: '/api/certificates/issuer',
  jwks: '/api/certificates/issuer/jwks.json',
} as const;

/** The issuer's Open Badges Profile (its id) and its JWKS. */
export const issuerUrls = (siteUrl: string) => ({
  profile: `${siteUrl}${CERTIFICATE_API.issuer}`,
  jwks: `${siteUrl}${CERTIFICATE_API.jwks}`,
});

/** The page, the PDF, the credential and its revocation status. */
export const certificateUrls = (siteUrl: string, id: string) => ({
  page: `${siteUrl}${paths.certificate.to(id)}`,
  pdf: `${siteUrl}${CERTIFICATE_API.pdf(id)}`,
  credential: `${siteUrl}${CERTIFICATE_API.credential(id)}`,
  status: `${siteUrl}${CERTIFICATE_API.status(id)}`,
});

/**
 * LinkedIn's add-to-profile form, prefilled with the certification (a plain link: no script of theirs runs
 * on the site). Its parameters: https://addtoprofile.linkedin.com.
 */
export function linkedInAddUrl(c: {
  courseName: string;
  issuerName: string;
  issuedAt: Date;
  pageUrl: string;
  id: string;
}): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.courseName,
    organizationName: c.issuerName,
    issueYear: String(c.issuedAt.getUTCFullYear()),
    issueMonth: String(c.issuedAt.getUTCMonth() + 1),
    certUrl: c.pageUrl,
    certId: c.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** Everything the wire's `urls` holds. */
export function wireUrls(
  siteUrl: string,
  c: { id: string; courseName: string; issuedAt: Date },
  issuerName: string,
): TCertificateUrls {
  const urls = certificateUrls(siteUrl, c.id);
  return {
    page: urls.page,
    pdf: urls.pdf,
    credential: urls.credential,
    linkedIn: linkedInAddUrl({ ...c, issuerName, pageUrl: urls.page }),
  };
}
