import { DASHBOARD_TEXTS as T, ZDashboardDates } from '@curio/shared';
import { useEffect, useId, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useZodForm } from '#web/lib/form.ts';
import type { TDashboardPeriod } from '#web/features/console/operations/lib/dashboard-period.ts';

type TPeriodKind = TDashboardPeriod['kind'];
const KINDS: TPeriodKind[] = ['today', 'week', 'month', 'custom'];
const LABELS: Record<TPeriodKind, string> = T.presets;

type TDashboardPeriodPickerProps = {
  period: TDashboardPeriod;
  /** The first and last day shown now (YYYY-MM-DD): where the custom dates start. */
  shown: { from: string; to: string } | undefined;
  onChange: (period: TDashboardPeriod) => void;
};

/**
 * Today, the last 7 or 30 days, or the operator's own dates: a group of radio buttons (arrows move between
 * them, as in any radio group), and for custom dates a From–To pair with Show, checked before it is sent.
 */
export function DashboardPeriodPicker({ period, shown, onChange }: TDashboardPeriodPickerProps) {
  const name = useId();
  const [kind, setKind] = useState<TPeriodKind>(period.kind);
  const form = useZodForm(ZDashboardDates, {
    from: period.kind === 'custom' ? period.from : (shown?.from ?? ''),
    to: period.kind === 'custom' ? period.to : (shown?.to ?? ''),
  });

  // The address changed (back, forward, a link): the picker follows it.
  useEffect(() => setKind(period.kind), [period.kind]);
  const { reset, trigger } = form;
  const customFrom = period.kind === 'custom' ? period.from : undefined;
  const customTo = period.kind === 'custom' ? period.to : undefined;
  useEffect(() => {
    if (customFrom === undefined || customTo === undefined) return;
    reset({ from: customFrom, to: customTo });
    // Dates typed into the address are checked as if they had been typed into the form.
    void trigger();
  }, [reset, trigger, customFrom, customTo]);

  const choose = (next: TPeriodKind) => {
    setKind(next);
    if (next !== 'custom') onChange({ kind: next });
    else if (shown && period.kind !== 'custom') form.reset({ from: shown.from, to: shown.to });
  };

  const show = form.handleSubmit(({ from, to }) => onChange({ kind: 'custom', from, to }));

  return (
    <div className="dashboard-period">
      <fieldset className="dashboard-period__choices">
        <legend className="visually-hidden">Period</legend>
        {KINDS.map((option) => (
          <label key={option} className="dashboard-period__choice">
            <input
              type="radio"
              name={name}
              value={option}
              checked={kind === option}
              onChange={() => choose(option)}
            />
            <span>{LABELS[option]}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'custom' && (
        <form
          className="dashboard-period__dates"
          aria-label="Custom dates"
          noValidate
          onSubmit={(event) => void show(event)}
        >
          <TextField label="From" type="date" {...form.field('from')} />
          <TextField label="To" type="date" {...form.field('to')} />
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </form>
      )}
    </div>
  );
}
