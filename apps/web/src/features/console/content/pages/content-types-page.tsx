import '#web/features/console/content/content.css';
import { CONTENT_TYPES } from '@curio/shared';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { TypeOnSite } from '#web/features/console/content/components/content-on-site.tsx';
import { CONTENT_TYPE_LABELS, isOrderedType } from '#web/features/console/content/lib/content-fields.ts';

/**
 * `/admin/content` (docs/product.md#console): the site's content types, each opening its list and saying
 * which public page it feeds, with a link to it.
 */
export function ContentTypesPage() {
  return (
    <div className="console-page">
      <PageHeader
        title="Content"
        description="The site's pages built from content: pick a type to add, edit, publish or reorder its items."
      />
      <nav aria-label="Content types" className="console-panel">
        <ul className="content-types">
          {CONTENT_TYPES.map((type) => (
            <li key={type}>
              <Link to={paths.admin.contentType.to(type)} className="content-types__link">
                {CONTENT_TYPE_LABELS[type]}
              </Link>
              <span className="content-types__note">
                {isOrderedType(type) ? 'In the order you set' : 'Newest first'}
              </span>
              <TypeOnSite type={type} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
