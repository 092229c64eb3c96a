import { Icon } from '../../icons/Icon';
import { IconButton } from '../IconButton/IconButton';
import { shortcutsFor } from './usePlayerShortcuts';
import * as styles from './VideoPlayer.css';

/** The sheet of keyboard shortcuts that «?» opens over the video. */
export function ShortcutHelp({ onClose, direction = 'rtl' }: { onClose(): void; direction?: 'rtl' | 'ltr' }) {
  return (
    <div role="dialog" aria-modal="false" aria-labelledby="player-shortcuts" className={styles.sheet}>
      <div className={styles.sheetHead}>
        <Icon name="keyboard" />
        <h2 id="player-shortcuts" className={styles.sheetTitle}>
          میان‌برهای صفحه‌کلید
        </h2>
        <IconButton icon="close" label="بستن راهنما" onClick={onClose} />
      </div>
      <dl className={styles.shortcutList}>
        {shortcutsFor(direction).map((shortcut) => (
          <div key={shortcut.label} className={styles.shortcutRow}>
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key} className={styles.kbd}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={styles.shortcutLabel}>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
