import { recentlyUsed } from '#api/lib/recently-used.ts';
import { utcDaysOf, type createDashboardRepository, type DashboardPeriod } from './console-repository.ts';
import { salesByCourse, type SalesByCourse } from './top-courses.ts';

/** How many periods' older days an instance keeps (the default period and a few the operators picked). */
const KEPT_PERIODS = 16;

type Repository = ReturnType<typeof createDashboardRepository>;

/** What the dashboard keeps of a period's older days. */
export interface OlderFigures {
  ordersByDayAndStatus: Awaited<ReturnType<Repository['ordersByDayAndStatus']>>;
  courseSales: SalesByCourse;
}

/**
 * The dashboard's figures of a period's days before yesterday (ADR 044), summed once per instance and kept
 * for as long as `rollup_changes` holds the same rows for their UTC days (one indexed count per load): an
 * older order moved, cancelled, refunded or deleted, or one stored with an old date, is seen on the next
 * load. The version is read before the figures, so figures are never older than the version they are kept
 * under.
 */
export function createOlderDays(repo: Repository) {
  const kept = recentlyUsed<{ version: string; figures: OlderFigures }>(KEPT_PERIODS);

  return async function olderDays(older: DashboardPeriod): Promise<OlderFigures> {
    const key = `${older.timeZone}/${older.from}/${older.to}`;
    const version = await repo.changesVersion(utcDaysOf(older));
    let entry = kept.get(key);
    if (entry?.version !== version) {
      const [ordersByDayAndStatus, sales] = await Promise.all([
        repo.ordersByDayAndStatus(older),
        repo.courseSales(older),
      ]);
      entry = { version, figures: { ordersByDayAndStatus, courseSales: salesByCourse(sales) } };
      kept.set(key, entry);
    }
    return entry.figures;
  };
}
