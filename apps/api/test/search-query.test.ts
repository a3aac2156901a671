import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@curio/db';
import { toSearchQueries } from '#api/modules/course/search.ts';
import { aCategory, aCourse } from './helpers/courses.ts';
import { testDatabase } from './helpers/database.ts';

/**
 * `course_search_query` (migration 0024, ADR 047) leaves the words as typed out of a search's tsquery where
 * the English stems already match everything they would: the same courses must match as with both.
 */
describe('course_search_query', () => {
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    rowsOf<Row>(await (await testDatabase()).db.execute(query));

  it('is the stems alone where each stem starts its word, both otherwise, the words for stop words only', async () => {
    const made = async (tsquery: string) =>
      (await rows<{ q: string }>(sql`select course_search_query(${tsquery})::text as q`))[0]?.q;
    expect(await made('build:*')).toBe("'build':*");
    expect(await made('designing:*')).toBe("'design':*");
    expect(await made('designing:*A & data:*A')).toBe("'design':*A & 'data':*A");
    expect(await made('design:* & with:*')).toBe("'design':*");
    expect(await made('with:*')).toBe("'with':*");
    expect(await made('c')).toBe("'c'");
    // 'happy' stems to 'happi', which does not start it: a course with 'happy' only in the typed words' form
    // is still found.
    expect(await made('happy:*')).toBe("'happi':* | 'happy':*");
  });

  it('matches exactly the courses the stems or the words as typed match', async () => {
    const category = await aCategory({ name: 'Studio' });
    const courses: [string, string][] = [
      ['Designing Systems', 'Patterns for design at scale.'],
      ['Dying Stars', 'What happens when a star dies.'],
      ['Happy Paths', 'Testing the happiest route first.'],
      ['Working with Data', 'Caching, queries and these notes.'],
      ['C Programming', 'Pointers, the heap and the stack.'],
      ['The Witty Tester', 'Tests that read well.'],
    ];
    for (const [name, text] of courses) {
      await aCourse(category, { name, description: `<p>${text}</p>` });
    }
    const terms = [
      'design',
      'designing',
      'dy',
      'dying',
      'happy',
      'happ',
      'with',
      'wit',
      'cach',
      'caching',
      'c',
    ];
    const more = ['test', 'testing', 'design with', 'the', 'thes', 'these', 'data caching', 'studio', 'star'];
    const found = new Set<string>();
    for (const term of [...terms, ...more]) {
      const queries = toSearchQueries(term);
      if (!queries) throw new Error(term);
      for (const [column, tsquery] of [
        ['search', queries.all],
        ['search_rank', queries.inName],
        ['search_rank', queries.all],
      ] as const) {
        const matching = (query: ReturnType<typeof sql>) =>
          rows<{ name: string }>(
            sql`select name from courses where ${sql.identifier(column)} @@ ${query} order by name`,
          );
        const both = await matching(
          sql`(select to_tsquery('english', ${tsquery}) || to_tsquery('simple', ${tsquery}))`,
        );
        expect(await matching(sql`(select course_search_query(${tsquery}))`), `${term} in ${column}`).toEqual(
          both,
        );
        if (column === 'search' && both.length > 0) found.add(term);
      }
    }
    // The comparison means something: every term but none finds a course.
    expect([...terms, ...more].filter((term) => !found.has(term))).toEqual([]);
  });
});
