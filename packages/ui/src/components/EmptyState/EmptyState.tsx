import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../icons/Icon';
import * as styles from './EmptyState.css';

/** Props of `EmptyState`: `tone="error"` for a failed load (then `action` usually offers a retry). */
export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: IconName;
  tone?: 'neutral' | 'error';
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
