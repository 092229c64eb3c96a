import type { Episode, Paged } from '@parde/api-client';
import { EpisodeCard, SkeletonRow } from '@parde/ui';
import { paths } from '../config/paths';
import { Async, type AsyncSource } from './Async';
import * as page from './page.css';

/** A season's episodes as 16:9 cards; `currentId` marks the one being watched. */
export function EpisodeList({ currentId, ...source }: AsyncSource<Paged<Episode> | null> & { currentId?: number }) {
  return (
    <Async
      {...source}
      skeleton={<SkeletonRow shape="wide" count={4} />}
      isEmpty={(r) => r.data.length === 0}
      emptyTitle="هنوز قسمتی از این فصل منتشر نشده است"
      emptyDescription="فصل‌های دیگر را از زبانه‌های بالا ببینید."
      emptyAction={null}
    >
      {(result) => (
        <ul className={page.wideGrid}>
          {result.data.map((episode) => (
            <li key={episode.id} aria-current={episode.id === currentId ? 'true' : undefined}>
              <EpisodeCard
                href={paths.episode.to(episode.id)}
                title={episode.title}
                imageUrl={episode.stillUrl}
                episode={episode.number}
                durationMinutes={episode.duration}
              />
            </li>
          ))}
        </ul>
      )}
    </Async>
  );
}
