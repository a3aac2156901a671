import '#web/components/ui/forms.css';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ListChange, ListState } from '#web/features/console/shell/lib/use-list-state.ts';

export type TFilterOption = { value: string; label: string };

/** A select bound to one of the list's filters; its first option ('All …') clears it. */
export type TSelectFilter = {
  name: string;
  label: string;
  options: readonly TFilterOption[];
  /** The label of the empty option, e.g. 'All roles'. */
  allLabel: string;
};

type TFilterBarProps = {
  list: ListState;
  onListChange: (change: ListChange) => void;
  /**
   * The search box's label, saying what it searches ('Search name, email or phone'); omit for no search box.
   */
  searchLabel?: string;
  selects?: readonly TSelectFilter[];
  /** Extra controls (date inputs…) that bind themselves to the list. */
  children?: ReactNode;
};

const SEARCH_DEBOUNCE_MS = 300;

/** What every control bound to the list gets. */
type TBound = { list: ListState; onListChange: (change: ListChange) => void };

/** A labelled control of the bar; `children` gets the id to put on the control. */
function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="filter-bar__field">
      <label htmlFor={id} className="filter-bar__label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * A text box's value, sent (trimmed) once typing pauses; follows `current` when the URL changes it
 * (back/forward, Clear filters).
 */
function useDebouncedText(current: string, commit: (value: string) => void) {
  const [text, setText] = useState(current);
  const lastSent = useRef(current);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (current !== lastSent.current) {
      lastSent.current = current;
      setText(current);
    }
  }, [current]);

  useEffect(() => {
    const value = text.trim();
    if (value === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = value;
      commitRef.current(value);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return {
    text,
    setText,
    /** Sends now (Enter). */
    flush: () => {
      lastSent.current = text.trim();
      commitRef.current(text.trim());
    },
    /** Empties the box without sending (the caller sends the cleared list itself). */
    clear: () => {
      lastSent.current = '';
      setText('');
    },
  };
}

/** The search box (debounced, so typing does not send a request per key) and the select filters of a list. */
export function FilterBar({ list, onListChange, searchLabel, selects = [], children }: TFilterBarProps) {
  const searchId = useId();
  const search = useDebouncedText(list.q ?? '', (q) => onListChange({ q }));

  const hasFilters = Boolean(list.q) || Object.keys(list.filters).length > 0;

  return (
    <div className="filter-bar" role="search" aria-label="Filter the list">
      {searchLabel && (
        <div className="filter-bar__field filter-bar__field--search">
          <label htmlFor={searchId} className="filter-bar__label">
            {searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            className="field__input"
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && search.flush()}
          />
        </div>
      )}
      {selects.map((select) => (
        <SelectFilter key={select.name} select={select} list={list} onListChange={onListChange} />
      ))}
      {children}
      {hasFilters && (
        <button
          type="button"
          className="btn btn--ghost filter-bar__clear"
          onClick={() => {
            search.clear();
            const cleared = Object.fromEntries(Object.keys(list.filters).map((key) => [key, '']));
            onListChange({ q: '', filters: cleared });
          }}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

function SelectFilter({ select, list, onListChange }: TBound & { select: TSelectFilter }) {
  return (
    <FilterField label={select.label}>
      {(id) => (
        <select
          id={id}
          className="field__input"
          value={list.filters[select.name] ?? ''}
          onChange={(event) => onListChange({ filters: { [select.name]: event.target.value } })}
        >
          <option value="">{select.allLabel}</option>
          {select.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** A free-text filter bound to one of the list's filters, sent after typing pauses. */
export function TextFilter({
  name,
  label,
  list,
  onListChange,
  suggestions = [],
}: {
  name: string;
  label: string;
  list: ListState;
  onListChange: (change: ListChange) => void;
  /** Offered as the user types (a <datalist>); any other value is allowed too. */
  suggestions?: readonly string[];
}) {
  const id = useId();
  const listId = useId();
  const filter = useDebouncedText(list.filters[name] ?? '', (value) =>
    onListChange({ filters: { [name]: value } }),
  );

  return (
    <div className="filter-bar__field">
      <label htmlFor={id} className="filter-bar__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        value={filter.text}
        list={suggestions.length > 0 ? listId : undefined}
        onChange={(event) => filter.setText(event.target.value)}
      />
      {suggestions.length > 0 && (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
    </div>
  );
}

/** A day filter (`YYYY-MM-DD`) bound to one of the list's filters. */
export function DateFilter({ name, label, list, onListChange }: TBound & { name: string; label: string }) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          className="field__input"
          value={list.filters[name] ?? ''}
          onChange={(event) => onListChange({ filters: { [name]: event.target.value } })}
        />
      )}
    </FilterField>
  );
}
