import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** Shown after the label, inside the tab (a count waiting for attention); part of its name. */
  badge?: ReactNode;
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

const tabClass = (isSelected: boolean) =>
  `inline-flex min-h-11 items-center rounded-md border px-3 py-2 text-left text-sm font-semibold ${
    isSelected
      ? 'border-brand-700 bg-brand-50 text-brand-800'
      : 'border-slate-300 text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * WAI-ARIA tabs: one tab stop, arrows (either axis), Home and End move and select, panels labelled
 * by their tab. Every tab stays in sight however many there are, never in a row scrolled sideways:
 * they wrap in a bar above the panel at every width, so the panel (and its tables) keeps the page's
 * whole width (decision 044).
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = NEXT_KEYS.has(event.key)
      ? (index + 1) % tabs.length
      : PREVIOUS_KEYS.has(event.key)
        ? (index - 1 + tabs.length) % tabs.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="flex flex-wrap gap-2">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={tabClass(isSelected)}
            >
              {tab.label}
              {tab.badge}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.id === selected)
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel focusable
            tabIndex={0}
            className="min-w-0 py-6 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
