// A list's tabs (status, format, mine / all): each tab a value of the list's filter in the URL.
import { Tab, TabList } from '@fluentui/react-components';

export interface ListTab<T extends string> {
  value: T;
  label: string;
}

export function ListTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly ListTab<T>[];
  selected: T;
  onSelect(value: T): void;
  /** The tab list's accessible name ('Statut'). */
  label?: string;
}) {
  return (
    <TabList
      selectedValue={selected}
      onTabSelect={(_, tab) => onSelect(tab.value as T)}
      aria-label={label}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value}>
          {tab.label}
        </Tab>
      ))}
    </TabList>
  );
}
