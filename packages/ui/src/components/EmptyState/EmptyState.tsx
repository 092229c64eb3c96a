import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../icons/Icon';
import * as styles from './EmptyState.css';

/** Props of `EmptyState`: `tone="error"` for a failed load (then `action` usually offers a retry). */
export interface EmptyStateProps {
  /** The Persian heading: what is empty or what went wrong. */
  title: string;
  /** A sentence under the title saying what to do next. @default undefined */
  description?: string;
  /** Icon over the title. @default undefined */
  icon?: IconName;
  /** `error` colours the icon and announces the text (`role="alert"`). */
  tone?: 'neutral' | 'error';
  /** A button or link under the text, the way out. @default undefined */
  action?: ReactNode;
}

/** A centred message for an empty list, no results or a failed load, with an optional action. */
export function EmptyState({ title, description, icon, tone = 'neutral', action }: EmptyStateProps) {
  return (
    <div className={styles.root} role={tone === 'error' ? 'alert' : undefined}>
      <span className={styles.iconWrap[tone]}>
        <Icon name={icon ?? (tone === 'error' ? 'alert' : 'search')} size={32} />
      </span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
