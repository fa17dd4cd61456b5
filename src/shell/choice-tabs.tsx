import { useRef, type KeyboardEvent } from 'react';
import { cx } from '../lib/class-names.ts';
import styles from './choice-tabs.module.css';

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Tabs that pick one of a few choices (a period), selected as focus moves (WAI-ARIA tabs with
 * automatic activation and a roving tabindex). Fluent's TabList is not used: its focus manager puts
 * focusable sentinels inside aria-hidden elements around the tabs, which axe reports (aria-hidden-focus).
 */
export function ChoiceTabs<T extends string>({
  label,
  choices,
  selected,
  onSelect,
}: {
  label: string;
  choices: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const index = choices.findIndex((choice) => choice.value === selected);
    const next = move(Math.max(index, 0), choices.length);
    const choice = choices[next];
    if (!choice) return;
    onSelect(choice.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.list} ref={list} onKeyDown={onKeyDown}>
      {choices.map((choice) => {
        const isSelected = choice.value === selected;
        return (
          <button
            key={choice.value}
            type="button"
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className={cx(styles.tab, isSelected && styles.selected)}
            onClick={() => onSelect(choice.value)}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
