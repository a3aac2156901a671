import '#web/features/content/content.css';
import { CONTENT_MESSAGES, SITE_PAGES } from '@curio/shared';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { useFaqs } from '#web/features/content/api/get-faqs.ts';

/**
 * The FAQ accordion (docs/product.md#pages), built on <details>/<summary>: keyboard and screen-reader support
 * come with the element, find-in-page opens a closed answer, and several answers may stay open for
 * comparison.
 */
export function FaqPage() {
  const query = useFaqs();
  return (
    <PageFrame eyebrow="Help" head={SITE_PAGES.faq}>
      <QueryState query={query} loadingLabel="Loading questions…" empty={CONTENT_MESSAGES.noFaqs}>
        {(faqs) => (
          <div className="faq-list">
            {faqs.map((faq) => (
              <details key={faq._id} className="faq-item">
                <summary className="faq-item__question">
                  <span>{faq.question}</span>
                </summary>
                <RichText className="faq-item__answer" html={faq.answer} />
              </details>
            ))}
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
