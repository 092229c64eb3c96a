import { toPersianDigits } from '@parde/fa';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import * as styles from './SeasonTabs.css';

/** A season as a tab. */
export interface SeasonTab {
  id: string | number;
  /** Season number, shown as «فصل ۱» unless `label` is given. */
  number: number;
  label?: string;
}

/** Props of `SeasonTabs`. */
export interface SeasonTabsProps {
  /** The seasons, one tab each, in order. */
  seasons: SeasonTab[];
  /** Id of the season whose tab is selected. */
  selectedId: SeasonTab['id'];
  /** Called with a season's id when its tab is chosen (click or arrow keys). */
  onSelect: (id: SeasonTab['id']) => void;
  /**
   * The selected season's content (its episodes).
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * Season tabs in the WAI-ARIA tabs pattern: one tab stop, arrow keys follow the reading direction (in right-to-left,
 * ArrowLeft is the next season), Home and End jump to the ends; selection follows focus.
 */
export function SeasonTabs({ seasons, selectedId, onSelect, children }: SeasonTabsProps) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    seasons.findIndex((season) => season.id === selectedId),
  );

  const go = (index: number) => {
    const wrapped = (index + seasons.length) % seasons.length;
    const season = seasons[wrapped];
    if (!season) return;
    onSelect(season.id);
    tabs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const keys: Record<string, number> = {
      ArrowLeft: rtl ? selectedIndex + 1 : selectedIndex - 1,
      ArrowRight: rtl ? selectedIndex - 1 : selectedIndex + 1,
      Home: 0,
      End: seasons.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label="فصل‌ها" className={styles.list} onKeyDown={onKeyDown}>
        {seasons.map((season, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={season.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(season.id)}
            >
              {season.label ?? `فصل ${toPersianDigits(season.number)}`}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selectedIndex}`} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
