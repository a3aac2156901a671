import { createHash, randomBytes } from 'node:crypto';
import { CompactSign, compactVerify, createLocalJWKSet, decodeProtectedHeader, type JWK } from 'jose';
import { CREDENTIAL_ALG, type CredentialSigningKey } from './keys.ts';
import { certificateUrls, issuerUrls } from './urls.ts';

/**
 * A certificate as a signed Open Badges 3.0 credential (ADR 037): an `OpenBadgeCredential` of the W3C
 * Verifiable Credentials 2.0 data model, secured as a JWT (VC-JOSE-COSE: the payload is the credential itself,
 * header `typ: vc+jwt`), signed with the issuer's Ed25519 key. Anyone verifies it with the published JWKS.
 */

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const CREDENTIAL_TYP = 'vc+jwt';
/** What a learner does to earn a certificate (docs/product.md#certificates). */
export const COMPLETION_NARRATIVE =
  'Complete every published lesson of the course, passing each of its quizzes at the course’s pass mark.';
export const MANUAL_NARRATIVE =
  'Complete the course’s training, as confirmed by the issuer (training completed outside the site).';

export interface CredentialFacts {
  certificateId: string;
  siteUrl: string;
  issuerName: string;
  learnerName: string;
  learnerEmail: string;
  courseName: string;
  courseSlug: string;
  hours: number;
  completedAt: Date;
  issuedAt: Date;
  method: 'completion' | 'manual';
}

/** The IdentityObject of an email address, salted and hashed as Open Badges 3.0 describes it. */
function hashedEmail(email: string) {
  const salt = randomBytes(16).toString('hex');
  const hash = createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex');
  return {
    type: 'IdentityObject',
    identityType: 'emailAddress',
    hashed: true,
    identityHash: `sha256$${hash}`,
    salt,
  };
}

/** The credential's JSON (the JWT's payload), with the JWT's own claims that repeat it. */
export function openBadgeCredential(facts: CredentialFacts) {
  const urls = certificateUrls(facts.siteUrl, facts.certificateId);
  const issuer = issuerUrls(facts.siteUrl);
  const hoursText = Number.isInteger(facts.hours) ? String(facts.hours) : facts.hours.toFixed(1);
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: urls.page,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer.profile, type: ['Profile'], name: facts.issuerName, url: facts.siteUrl },
    validFrom: facts.issuedAt.toISOString(),
    name: `${facts.courseName}: certificate of completion`,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.learnerName },
        hashedEmail(facts.learnerEmail),
      ],
      activityEndDate: facts.completedAt.toISOString(),
      achievement: {
        // The course page: a slug it gives up keeps answering (a redirect), so the id keeps resolving.
        id: `${facts.siteUrl}/coursesdetails/${encodeURIComponent(facts.courseSlug)}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: facts.courseName,
        description: `Completion of the course ${facts.courseName} on ${facts.issuerName}: ${hoursText} hours of content.`,
        criteria: { narrative: facts.method === 'completion' ? COMPLETION_NARRATIVE : MANUAL_NARRATIVE },
      },
    },
    credentialStatus: { id: urls.status, type: '1EdTechRevocationList' },
    // JWT claims (RFC 7519) that repeat the credential, for JWT tooling.
    iss: issuer.profile,
    jti: urls.page,
    iat: Math.floor(facts.issuedAt.getTime() / 1000),
    nbf: Math.floor(facts.issuedAt.getTime() / 1000),
  };
}

/** Signs the credential: a compact JWS, header `{ alg: EdDSA, kid, typ: vc+jwt }`. */
export async function signCredential(facts: CredentialFacts, key: CredentialSigningKey): Promise<string> {
  const payload = new TextEncoder().encode(JSON.stringify(openBadgeCredential(facts)));
  return new CompactSign(payload)
    .setProtectedHeader({ alg: CREDENTIAL_ALG, kid: key.kid, typ: CREDENTIAL_TYP })
    .sign(key.key);
}

/** The key id a credential names, or undefined when it is no JWS. */
export function credentialKid(jwt: string): string | undefined {
  try {
    return decodeProtectedHeader(jwt).kid;
  } catch {
    return undefined;
  }
}

/**
 * Whether the credential's signature verifies against the JWKS (the issuer's published keys), with the
 * header the credential must have and the payload naming this certificate.
 */
export async function verifyCredential(
  jwt: string,
  jwks: { keys: JWK[] },
  expectedId: string,
): Promise<boolean> {
  try {
    const { payload, protectedHeader } = await compactVerify(jwt, createLocalJWKSet(jwks), {
      algorithms: [CREDENTIAL_ALG],
    });
    if (protectedHeader.typ !== CREDENTIAL_TYP) return false;
    const credential = JSON.parse(new TextDecoder().decode(payload)) as { id?: unknown };
    return credential.id === expectedId;
  } catch {
    return false;
  }
}
