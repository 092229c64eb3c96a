import type { Episode, Paged, TitleCard } from '@parde/api-client';
import type { ResourceStore } from '@parde/domain';
import { CarouselRow, EpisodeCard, PosterCard } from '@parde/ui';
import type { ReactNode } from 'react';
import { useNearViewport, useResource } from '../app/useResource';
import { paths } from '../config/paths';
import { cardSubtitle, titleHref } from './titles';

type RowStatus = 'loading' | 'error' | 'success';
const rowStatus = (status: string): RowStatus =>
  status === 'success' ? 'success' : status === 'error' ? 'error' : 'loading';

/** Keeps a row's place (so nothing shifts) and loads it when near the viewport. */
function LazyRow({ eager, children }: { eager: boolean; children: (near: boolean) => ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(eager);
  return <div ref={ref}>{children(near)}</div>;
}

interface TitleRowProps<A> {
  title: string;
  store: ResourceStore<Paged<TitleCard> | null, A>;
  args: A;
  viewAllHref?: string;
}

/** A titled carousel of posters from one media list, loaded as it nears the viewport. */
export function TitleRow<A>({ title, store, args, viewAllHref }: TitleRowProps<A>) {
  return <LazyRow eager={false}>{(near) => <TitleRowBody {...{ title, store, args, viewAllHref, near }} />}</LazyRow>;
}

function TitleRowBody<A>({ title, store, args, viewAllHref, near }: TitleRowProps<A> & { near: boolean }) {
  const state = useResource(store, near ? args : null);
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
        <PosterCard
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
export function EpisodeRow<A>({
  title,
  store,
  args,
}: {
  title: string;
  store: ResourceStore<Paged<Episode> | null, A>;
  args: A;
}) {
  return (
    <LazyRow eager={false}>{(near) => <EpisodeRowBody title={title} store={store} args={args} near={near} />}</LazyRow>
  );
}

function EpisodeRowBody<A>({
  title,
  store,
  args,
  near,
}: {
  title: string;
  store: ResourceStore<Paged<Episode> | null, A>;
  args: A;
  near: boolean;
}) {
  const state = useResource(store, near ? args : null);
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
