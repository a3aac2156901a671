import { z } from 'zod';
import { ZOrderStatus } from '@curio/shared';
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

/** A course's sales in a period's older days as stored: course id, units, revenue in cents. */
type StoredSale = [courseId: string, units: number, revenueCents: number];

const isStoredSale = (value: unknown): value is StoredSale =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'number' &&
  typeof value[2] === 'number';

/**
 * What is stored of a period's older days for other instances (ADR 049): course sales most sold first. The
 * sales, one entry per course sold (10,000 at a large business), are checked by one plain loop: a schema per
 * entry cost an instance's first dashboard several milliseconds more.
 */
const ZStoredOlderDays = z.object({
  days: z.array(
    z.object({ day: z.string(), status: ZOrderStatus, orders: z.number(), amountCents: z.number() }),
  ),
  sales: z.custom<StoredSale[]>((value) => Array.isArray(value) && value.every(isStoredSale)),
});

/**
 * The dashboard's figures of a period's days before yesterday (ADR 044), summed once and kept for as long as
 * `rollup_changes` holds the same rows for their UTC days (one indexed count per load): an older order moved,
 * cancelled, refunded or deleted, or one stored with an old date, is seen on the next load. The version is
 * read before the figures, so figures are never older than the version they are kept under. Each instance
 * keeps them in memory; the database keeps them for the other instances and for after a restart, so only the
 * first instance to need them under a version sums them (ADR 049).
 */
export function createOlderDays(repo: Repository) {
  const kept = recentlyUsed<{ version: string; figures: OlderFigures }>(KEPT_PERIODS);

  async function stored(key: string, version: string): Promise<OlderFigures | undefined> {
    const parsed = ZStoredOlderDays.safeParse(await repo.storedOlderDays(key, version));
    if (!parsed.success) return undefined;
    const sales = parsed.data.sales.map(([courseId, units, revenueCents]) => ({
      courseId,
      units,
      revenueCents,
    }));
    return { ordersByDayAndStatus: parsed.data.days, courseSales: salesByCourse(sales) };
  }

  async function summed(older: DashboardPeriod, key: string, version: string): Promise<OlderFigures> {
    const [ordersByDayAndStatus, sales] = await Promise.all([
      repo.ordersByDayAndStatus(older),
      repo.courseSales(older),
    ]);
    const figures = { ordersByDayAndStatus, courseSales: salesByCourse(sales) };
    await repo.storeOlderDays(key, version, {
      days: ordersByDayAndStatus,
      sales: figures.courseSales.mostSoldFirst.map((sale) => [sale.courseId, sale.units, sale.revenueCents]),
    } satisfies z.infer<typeof ZStoredOlderDays>);
    return figures;
  }

  return async function olderDays(older: DashboardPeriod): Promise<OlderFigures> {
    const key = `${older.timeZone}/${older.from}/${older.to}`;
    const version = await repo.changesVersion(utcDaysOf(older));
    const entry = kept.get(key);
    if (entry?.version === version) return entry.figures;
    const figures = (await stored(key, version)) ?? (await summed(older, key, version));
    kept.set(key, { version, figures });
    return figures;
  };
}
