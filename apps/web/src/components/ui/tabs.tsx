import { useId, type KeyboardEvent, type ReactNode } from 'react';

export type TTab = { id: string; label: string; panel: ReactNode };

type TTabsProps = {
  tabs: TTab[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
};

/** WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump to the ends. */
export function Tabs({ tabs, selectedId, onSelect, label }: TTabsProps) {
  const baseId = useId();
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected?.id);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const nextIndex = moves[event.key];
    const next = nextIndex === undefined ? undefined : tabs[nextIndex];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          tabIndex={0}
          className="tabs__panel"
        >
          {selected.panel}
        </div>
      )}
    </div>
  );
}
