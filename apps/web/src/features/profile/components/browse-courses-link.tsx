import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';

/** The way out of an empty profile list: the catalogue at /course. */
export function BrowseCoursesLink() {
  return (
    <Link className="text-link" to={paths.courses}>
      Browse courses
    </Link>
  );
}
