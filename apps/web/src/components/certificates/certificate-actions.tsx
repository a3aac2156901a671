import { CERTIFICATE_MESSAGES as T, type TMyCertificate } from '@curio/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { toast } from '#web/lib/toast.ts';

/** Puts the certificate's public address on the clipboard, and says whether it did. */
async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(T.linkCopied);
  } catch {
    // No permission, an insecure page or no clipboard at all: the page's own link is there to copy by hand.
    toast.error(T.copyFailed);
  }
}

/**
 * What a learner does with a certificate of theirs (docs/product.md#certificates): open its page, download
 * the PDF and the signed credential, copy the page's address, add it to LinkedIn (a plain link to LinkedIn's
 * add-to-profile form, which the API fills in: no script of theirs). A revoked certificate is not offered to
 * LinkedIn.
 */
export function CertificateActions({ certificate }: { certificate: TMyCertificate }) {
  const { urls } = certificate;
  return (
    <div className="certificate-actions">
      <Link className={buttonClass('primary')} to={paths.certificate.to(certificate._id)}>
        {T.viewCertificate}
      </Link>
      <a className={buttonClass('secondary')} href={urls.pdf} download>
        {T.downloadPdf}
      </a>
      <Button variant="secondary" onClick={() => void copyLink(urls.page)}>
        {T.copyLink}
      </Button>
      {certificate.status === 'valid' && (
        <a className={buttonClass('secondary')} href={urls.linkedIn} rel="noopener noreferrer">
          {T.addToLinkedIn}
        </a>
      )}
      <a className={buttonClass('ghost')} href={urls.credential} download title={T.credentialHint}>
        {T.downloadCredential}
      </a>
    </div>
  );
}
