import {
  splitForKeeping,
  type CourseSales,
  type createDashboardRepository,
  type DashboardPeriod,
  type UtcDays,
} from './console-repository.ts';

/** How many periods' kept sales an instance holds (the default period and a few the operators picked). */
const KEPT_PERIODS = 16;

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

/**
 * The dashboard's top courses (ADR 044). The sales of the period's days before yesterday are summed once per
 * instance and kept for as long as nothing changed in them (`course_sales_changes`, one indexed count per
 * load); yesterday, today and the parts of a day at either end are read live and added. So a load reads what
 * was sold in the last two days, not one rollup row per course and day of the whole period.
 */
export function createTopCourses(repo: ReturnType<typeof createDashboardRepository>) {
  const kept = new Map<string, { version: string; sales: Map<string, CourseSales> }>();

  async function keptSales(days: UtcDays) {
    const key = `${days.from}/${days.to}`;
    // The version before the sales: sales read after it are at least as new as it says.
    const version = await repo.daySalesVersion(days);
    let entry = kept.get(key);
    if (entry?.version !== version) {
      const sales = await repo.daySales(days);
      entry = { version, sales: new Map(sales.map((sale) => [sale.courseId, sale])) };
    }
    // Most recently used last; the least recently used goes first.
    kept.delete(key);
    kept.set(key, entry);
    for (const old of kept.keys()) {
      if (kept.size <= KEPT_PERIODS) break;
      kept.delete(old);
    }
    return entry.sales;
  }

  return async function topCourses(period: DashboardPeriod, limit: number) {
    const split = splitForKeeping(period);
    const [older, recent] = await Promise.all([
      split.kept ? keptSales(split.kept) : new Map<string, CourseSales>(),
      repo.sales(split.live.days, split.live.rawRanges),
    ]);
    const recentById = new Map(recent.map((sale) => [sale.courseId, sale]));
    const combined = function* (): Generator<CourseSales> {
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
    };

    // The candidates, named; a course deleted since it sold drops out and the next best are asked for.
    const top: Awaited<ReturnType<typeof repo.named>> = [];
    let remaining = [...combined()];
    while (top.length < limit && remaining.length > 0) {
      const candidates = bestSold(remaining, limit - top.length);
      if (candidates.length === 0) break;
      top.push(...(await repo.named(candidates, limit - top.length)));
      const least = candidates.reduce((min, sale) => Math.min(min, sale.units), Infinity);
      remaining = remaining.filter((sale) => sale.units < least);
    }
    return top;
  };
}
