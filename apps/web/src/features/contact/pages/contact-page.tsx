import '#web/features/contact/contact.css';
import { SITE_PAGES } from '@curio/shared';
import { useSearchParams } from 'react-router';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { ContactBox } from '#web/features/contact/components/contact-box.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';

/**
 * `/SayHello` (Contact, docs/product.md#pages). `?service=<name>` preselects the service an enquiry is about.
 */
export function ContactPage() {
  const [searchParams] = useSearchParams();
  const service = searchParams.get('service')?.trim() || undefined;
  return (
    <PageFrame eyebrow="Contact" head={SITE_PAGES.contact}>
      <div className="contact-layout">
        <div className="contact-layout__form home-reveal">
          <ContactForm service={service} />
        </div>
        <ContactBox />
      </div>
    </PageFrame>
  );
}
