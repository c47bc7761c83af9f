import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as css from './tabs.css';

interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The tab a key moves to from tab `index` of `count` (WAI-ARIA tabs: arrows wrap, Home, End), or none. */
function tabAfterKey(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): a tab list where only the selected
 * tab is in the tab order, the arrow keys (wrapping), Home and End move to a tab and show its panel,
 * and the selected tab's panel names itself by its tab. Only that panel is in the document.
 * Our own rather than Radix's: Radix's tabs set state while React commits (its panel's Presence ref,
 * its roving focus ids), which forces a synchronous re-render, with every pending effect of the
 * page, into the page's first commit — one long task where there would be two short ones.
 */
export function Tabs({ tabs, label, defaultValue }: { tabs: Tab[]; label: string; defaultValue?: string }) {
  const [value, setValue] = useState(defaultValue ?? tabs[0]?.value ?? '');
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(0, tabs.findIndex((t) => t.value === value));
  const selected = tabs[index];
  const tabId = (tab: Tab) => `${id}-tab-${tab.value}`;
  const panelId = (tab: Tab) => `${id}-panel-${tab.value}`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setValue(tabs[next]!.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div>
      <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" className={css.list} onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const active = t === selected;
          return (
            <button
              key={t.value}
              type="button"
              role="tab"
              id={tabId(t)}
              aria-selected={active}
              aria-controls={active ? panelId(t) : undefined}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className={css.trigger}
              onClick={() => setValue(t.value)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div key={selected.value} role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0}>
          {selected.content}
        </div>
      )}
    </div>
  );
}
