import type { TWebsitePolicy } from '@curio/shared';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useWebsitePolicy } from '../api/get-website-policy.ts';

type TPolicyDocumentProps = { field: keyof TWebsitePolicy; label: string };

/** One of the site's legal texts from GET /api/websitepolicy, rendered as sanitized rich text (SPEC §2). */
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
