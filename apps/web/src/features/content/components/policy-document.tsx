import type { TWebsitePolicy } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { useWebsitePolicy } from '#web/features/content/api/get-website-policy.ts';

type TPolicyDocumentProps = { field: keyof TWebsitePolicy; label: string };

/** A legal text from GET /api/websitepolicy, rendered as sanitized rich text (docs/product.md#pages). */
export function PolicyDocument({ field, label }: TPolicyDocumentProps) {
  const query = useWebsitePolicy();
  return (
    <QueryState
      query={query}
      loadingLabel={`Loading the ${label.toLowerCase()}…`}
      empty={`The ${label.toLowerCase()} has not been published yet.`}
      isEmpty={(policy) => policy[field].trim() === ''}
    >
      {(policy) => <RichText as="article" className="policy-text" html={policy[field]} />}
    </QueryState>
  );
}
