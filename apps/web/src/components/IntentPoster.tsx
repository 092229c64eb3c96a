import { PosterCard, type PosterCardProps } from '@parde/ui';
import { usePreloadPages } from '../lib/preload';
import * as styles from './detail.css';
import { useIntent } from './intent';

/**
 * A poster whose title page's modules are fetched after PREFETCH_AFTER_MS of hover or focus, so the click waits for
 * the title alone (the page's «تماشا» then fetches the watch view ahead in turn).
 */
export function IntentPoster(props: PosterCardProps) {
  const preloadPages = usePreloadPages();
  const intent = useIntent(() => preloadPages(props.href));
  return (
    // The span only hears the pointer and the focus; it takes no room of its own.
    <span className={styles.contents} {...intent}>
      <PosterCard {...props} />
    </span>
  );
}
