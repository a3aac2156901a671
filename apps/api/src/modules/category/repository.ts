import { asc } from 'drizzle-orm';
import { categories, type Db } from '@curio/db';

/** The public category reads (SQL lives here only), prepared once per connection. */
export function createCategoryRepository(db: Db) {
  const categoryList = db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name))
    .prepare('course_category_list');

  return {
    list: () => categoryList.execute(),
  };
}
