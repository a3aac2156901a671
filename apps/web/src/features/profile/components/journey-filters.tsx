import { JOURNEY_FILTERS, type JourneyFilter } from '@curio/shared';

type TJourneyFiltersProps = { selected: JourneyFilter; onSelect: (filter: JourneyFilter) => void };

/**
 * Filter buttons Enrolled / Active / Completed Courses / Awaiting payment (docs/product.md#pages): a toggle
 * group, exactly one pressed.
 */
export function JourneyFilters({ selected, onSelect }: TJourneyFiltersProps) {
  return (
    <div className="journey-filters" role="group" aria-label="Show courses">
      {JOURNEY_FILTERS.map(({ filter, label }) => (
        <button
          key={filter}
          type="button"
          className="journey-filters__button"
          aria-pressed={filter === selected}
          onClick={() => onSelect(filter)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
