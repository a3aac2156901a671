import { JOURNEY_FILTERS, type JourneyStage } from '@curio/shared';

type TJourneyFiltersProps = { selected: JourneyStage; onSelect: (stage: JourneyStage) => void };

/** SPEC §2 filter buttons Enrolled / Active / Completed Courses: a toggle group, exactly one pressed. */
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
