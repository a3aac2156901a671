import { JOURNEY_FILTERS, type JourneyStage } from '@curio/shared';

type TJourneyFiltersProps = { selected: JourneyStage; onSelect: (stage: JourneyStage) => void };

/**
 * Filter buttons Enrolled / Active / Completed Courses (docs/product.md#pages): a toggle group, exactly one
 * pressed.
 */
export function JourneyFilters({ selected, onSelect }: TJourneyFiltersProps) {
  return (
    <div className="journey-filters" role="group" aria-label="Show courses">
      {JOURNEY_FILTERS.map(({ stage, label }) => (
        <button
          key={stage}
          type="button"
          className="journey-filters__button"
          aria-pressed={stage === selected}
          onClick={() => onSelect(stage)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
