import type { CourseSales, createDashboardRepository } from './console-repository.ts';

type Repository = ReturnType<typeof createDashboardRepository>;

/**
 * The `count` best sold of `sales` and every course sold as many units as the last of them: the top list's
 * candidates, whose order among equal units is by name (the database's collation decides it).
 */
export function bestSold(sales: Iterable<CourseSales>, count: number): CourseSales[] {
  const sold = [...sales].filter((sale) => sale.units > 0);
  if (sold.length <= count) return sold;
  const least = Float64Array.from(sold, (sale) => sale.units)
    .sort()
    .at(-count);
  return sold.filter((sale) => sale.units >= (least ?? 0));
}

/** Each course's sales in `older` plus those in `recent`. */
function* added(older: ReadonlyMap<string, CourseSales>, recent: CourseSales[]): Generator<CourseSales> {
  const recentById = new Map(recent.map((sale) => [sale.courseId, sale]));
  for (const sale of older.values()) {
    const more = recentById.get(sale.courseId);
    yield more
      ? {
          courseId: sale.courseId,
          units: sale.units + more.units,
          revenueCents: sale.revenueCents + more.revenueCents,
        }
      : sale;
  }
  for (const sale of recent) if (!older.has(sale.courseId)) yield sale;
}

/**
 * The dashboard's top courses from the sales of the period's older days (kept, ADR 044) and of its recent
 * ones: at most `limit`, most units first and then by name, named as the catalogue names them now. A course
 * deleted since it sold drops out and the next best are asked for.
 */
export async function topCourses(
  repo: Repository,
  older: ReadonlyMap<string, CourseSales>,
  recent: CourseSales[],
  limit: number,
) {
  const top: Awaited<ReturnType<Repository['named']>> = [];
  let remaining = [...added(older, recent)];
  while (top.length < limit && remaining.length > 0) {
    const candidates = bestSold(remaining, limit - top.length);
    if (candidates.length === 0) break;
    top.push(...(await repo.named(candidates, limit - top.length)));
    const least = candidates.reduce((min, sale) => Math.min(min, sale.units), Infinity);
    remaining = remaining.filter((sale) => sale.units < least);
  }
  return top;
}
