import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as css from './tabs.css';

interface Tab {
  value: string;
  label: string;
  content: ReactNode;
}

/** Accessible tabs (Radix: arrow keys, roles, focus). */
export function Tabs({ tabs, label, defaultValue }: { tabs: Tab[]; label: string; defaultValue?: string }) {
  return (
    <RadixTabs.Root defaultValue={defaultValue ?? tabs[0]?.value}>
      <RadixTabs.List className={css.list} aria-label={label}>
        {tabs.map((t) => (
          <RadixTabs.Trigger key={t.value} value={t.value} className={css.trigger}>
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value}>
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
