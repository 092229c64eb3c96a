import type { Episode, Paged, TitleCard } from '@parde/api-client';
import { CarouselRow, EpisodeCard } from '@parde/ui';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { useNearViewport, useRead } from '../lib/data/fetchers';
import type { ReadArgs, ReadName, ReadOutput } from '../lib/data/reads';
import { IntentPoster } from './IntentPoster';
import { laterRow } from './page.css';
import { cardSubtitle, titleHref } from './titles';

type RowStatus = 'loading' | 'error' | 'success';
const rowStatus = (status: string): RowStatus =>
  status === 'success' ? 'success' : status === 'error' ? 'error' : 'loading';

/** Keeps a row's place (so nothing shifts) and loads it when near the viewport. */
function LazyRow({ eager, children }: { eager: boolean; children: (near: boolean) => ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(eager);
  return (
    <div ref={ref} className={eager ? undefined : laterRow}>
      {children(near)}
    </div>
  );
}

/** A read that answers a page of title cards. */
type CardsRead = { [N in ReadName]: ReadOutput<N> extends Paged<TitleCard> | undefined ? N : never }[ReadName];
/** A read that answers a page of episodes. */
type EpisodesRead = { [N in ReadName]: ReadOutput<N> extends Paged<Episode> | undefined ? N : never }[ReadName];

interface TitleRowProps<N extends CardsRead> {
  title: string;
  read: N;
  args: ReadArgs<N>;
  viewAllHref?: string;
}

/** A titled carousel of posters from one read, loaded as it nears the viewport. */
export function TitleRow<N extends CardsRead>({ title, read, args, viewAllHref }: TitleRowProps<N>) {
  return <LazyRow eager={false}>{(near) => <TitleRowBody {...{ title, read, args, viewAllHref, near }} />}</LazyRow>;
}

function TitleRowBody<N extends CardsRead>({
  title,
  read,
  args,
  viewAllHref,
  near,
}: TitleRowProps<N> & { near: boolean }) {
  // The props tie `args` to `read`; inside, the row only needs to know the answer is a page of cards.
  const state = useRead<CardsRead>(read, args as ReadArgs<CardsRead>, near);
  return <PosterRow {...{ title, viewAllHref }} cards={state.result} status={state.status} onRetry={state.retry} />;
}

/**
 * A titled carousel of the given posters (a page's loader brought them; loading while null). `eager`: above the
 * fold, its first posters load at once.
 */
export function PosterRow({
  title,
  viewAllHref,
  cards,
  status = cards ? 'success' : 'loading',
  onRetry,
  eager = false,
}: {
  title: string;
  viewAllHref?: string | undefined;
  cards: Paged<TitleCard> | null;
  status?: string;
  onRetry?: () => void;
  eager?: boolean;
}) {
  return (
    <CarouselRow title={title} viewAllHref={viewAllHref} status={rowStatus(status)} onRetry={onRetry}>
      {cards?.data.map((card, index) => (
        <IntentPoster
          key={`${card.type}-${card.id}`}
          href={titleHref(card)}
          title={card.title}
          posterUrl={card.posterUrl}
          age={card.ageRange}
          color={card.color}
          subtitle={cardSubtitle(card)}
          priority={eager && index < 3}
        />
      ))}
    </CarouselRow>
  );
}

/** Episodes as 16:9 cards. */
export function EpisodeRow<N extends EpisodesRead>({
  title,
  read,
  args,
}: {
  title: string;
  read: N;
  args: ReadArgs<N>;
}) {
  return (
    <LazyRow eager={false}>{(near) => <EpisodeRowBody title={title} read={read} args={args} near={near} />}</LazyRow>
  );
}

function EpisodeRowBody<N extends EpisodesRead>({
  title,
  read,
  args,
  near,
}: {
  title: string;
  read: N;
  args: ReadArgs<N>;
  near: boolean;
}) {
  const state = useRead<EpisodesRead>(read, args as ReadArgs<EpisodesRead>, near);
  return (
    <CarouselRow title={title} kind="wide" status={rowStatus(state.status)} onRetry={state.retry}>
      {state.result?.data.map((episode) => (
        <EpisodeCard
          key={episode.id}
          href={paths.episode.to(episode.id)}
          title={episode.title}
          eyebrow={episode.seriesTitle}
          imageUrl={episode.stillUrl}
          episode={episode.number}
          durationMinutes={episode.duration}
        />
      ))}
    </CarouselRow>
  );
}

export { LazyRow, rowStatus };
