import type { CourseSales, createDashboardRepository } from './console-repository.ts';

type Repository = ReturnType<typeof createDashboardRepository>;

/** Course sales by course, and the same sales most units first: what is kept of a period's older days. */
export interface SalesByCourse {
  byId: ReadonlyMap<string, CourseSales>;
  mostSoldFirst: readonly CourseSales[];
}

/** Sales kept for looking up and for reading most sold first. */
export function salesByCourse(sales: CourseSales[]): SalesByCourse {
  return {
    byId: new Map(sales.map((sale) => [sale.courseId, sale])),
    mostSoldFirst: [...sales].sort((a, b) => b.units - a.units),
  };
}

/**
 * Each course's sales in `older` plus those in `recent`, most units first, made as they are read: the
 * courses `recent` touches are added and sorted (a couple of days' sales), the others come from `older`'s
 * order as they are. Reading the first few costs the recent days, not every course sold in the period.
 */
export function* mostSoldFirst(older: SalesByCourse, recent: CourseSales[]): Generator<CourseSales> {
  const touched = recent
    .map((sale) => {
      const before = older.byId.get(sale.courseId);
      return before
        ? {
            courseId: sale.courseId,
            units: before.units + sale.units,
            revenueCents: before.revenueCents + sale.revenueCents,
          }
        : sale;
    })
    .sort((a, b) => b.units - a.units);
  const touchedIds = new Set(recent.map((sale) => sale.courseId));
  const touchedInOrder = touched.values();
  let nextTouched = touchedInOrder.next();
  for (const sale of older.mostSoldFirst) {
    if (touchedIds.has(sale.courseId)) continue;
    for (; !nextTouched.done && nextTouched.value.units >= sale.units; nextTouched = touchedInOrder.next())
      yield nextTouched.value;
    yield sale;
  }
  if (!nextTouched.done) yield nextTouched.value;
  yield* touchedInOrder;
}

/**
 * The dashboard's top courses from the sales of the period's older days (kept, ADR 044) and of its recent
 * ones: at most `limit`, most units first and then by name (the database's collation, so every course sold
 * as many units as the last one is asked about), named as the catalogue names them now. A course deleted
 * since it sold drops out and the next best are asked for.
 */
export async function topCourses(
  repo: Repository,
  older: SalesByCourse,
  recent: CourseSales[],
  limit: number,
) {
  const top: Awaited<ReturnType<Repository['named']>> = [];
  const sales = mostSoldFirst(older, recent);
  let next = sales.next();
  while (top.length < limit) {
    const want = limit - top.length;
    const group: CourseSales[] = [];
    while (!next.done && next.value.units > 0) {
      const last = group.at(-1);
      if (group.length >= want && last && next.value.units < last.units) break;
      group.push(next.value);
      next = sales.next();
    }
    if (group.length === 0) break;
    top.push(...(await repo.named(group, want)));
  }
  return top;
}
