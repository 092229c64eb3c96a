import type { Paged, SliderItem, TitleCard } from '@parde/api-client';
import { useAuth, useDomain } from '@parde/domain/react';
import { CarouselRow, ContinueCard, type HeroSlide, HeroSlider, PosterCard } from '@parde/ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import * as styles from '../../components/page.css';
import { EpisodeRow, LazyRow, PosterRow, rowStatus, TitleRow } from '../../components/TitleRow';
import { cardSubtitle, titleHref } from '../../components/titles';
import { type HomeListName, homeLists, REGAL_POSITIONS } from '../../config/home';
import { paths } from '../../config/paths';
import { useRead } from '../../lib/data/fetchers';
import type { PageRoute } from '../../lib/data/loaders';
import { pageLoader } from '../../lib/data/loaders';
import { showSuccess } from '../../lib/toast-loader';
import * as catalogue from './catalogue.css';

const toSlide = (item: SliderItem): HeroSlide => {
  const href = titleHref({ id: item.contentId, type: item.type, title: item.title });
  return {
    id: item.id,
    title: item.title,
    synopsis: item.description,
    backdropUrl: item.imageUrl,
    age: item.ageRange,
    // «تماشا» plays a film; a series' page starts the member's episode (its own «تماشا» knows which).
    watchHref: item.type === 'Movie' ? paths.watch.to('movie', item.contentId) : href,
    infoHref: href,
    color: item.color,
  };
};

/** The sliders at the bottom, loaded as they near the viewport. */
function LaterSlider({ label }: { label: string }) {
  return <LazyRow eager={false}>{(near) => <SliderBody label={label} near={near} />}</LazyRow>;
}

function SliderBody({ label, near }: { label: string; near: boolean }) {
  const state = useRead('homeBottomSliders', undefined, near);
  if (state.status === 'error') return null;
  return (
    <HeroSlider slides={state.result?.data.map(toSlide) ?? []} loading={state.status !== 'success'} label={label} />
  );
}

/**
 * The place of a personal row on a page drawn for a member, from the first paint: the server knows only that someone
 * is signed in (the session cookie marks `<html>`), so the row's placeholder shows by that mark alone (CSS) until the
 * member's own row replaces it at the same height. Anyone else's page never shows it.
 */
function PersonalRowPlace({ title, kind }: { title: string; kind: 'wide' | 'poster' }) {
  return (
    <div className={catalogue.memberOnly}>
      <CarouselRow title={title} kind={kind} status="loading" />
    </div>
  );
}

/** Continue watching (signed in only): its place kept while loading; gone when empty and when the call fails. */
function ContinueRow() {
  const { removeFromContinue } = useDomain();
  const state = useRead('continueWatching', {});
  // The card leaves at once; a refusal puts it back and says why (the domain's error path).
  const [removed, setRemoved] = useState<readonly number[]>([]);
  const remove = async (videoId: number) => {
    setRemoved((now) => [...now, videoId]);
    if (await removeFromContinue(videoId)) void showSuccess('از ادامهٔ تماشا برداشته شد');
    else setRemoved((now) => now.filter((id) => id !== videoId));
  };
  const items = state.result?.data.filter((item) => !removed.includes(item.videoId)) ?? [];
  if (state.status === 'loading') return <CarouselRow title="ادامهٔ تماشا" kind="wide" status="loading" />;
  if (state.status !== 'success' || !items.length) return null;
  return (
    <CarouselRow title="ادامهٔ تماشا" kind="wide">
      {items.map((item) => (
        <ContinueCard
          key={item.videoId}
          href={
            item.type === 'Movie' ? paths.movieDetail.to(item.contentId, item.title) : paths.episode.to(item.contentId)
          }
          title={item.title}
          eyebrow={item.subtitle}
          imageUrl={item.imageUrl}
          progress={item.duration > 0 ? item.position / item.duration : 0}
          onRemove={() => void remove(item.videoId)}
        />
      ))}
    </CarouselRow>
  );
}

/** The heading «چون … را دیدید» stands under until the title is known. */
const BECAUSE_PLACEHOLDER = 'پیشنهاد برای شما';

/**
 * «چون … را دیدید» (signed in only): titles like the one the member watched last, named in the heading; hidden until
 * there is such a title and when the call fails.
 */
function BecauseYouWatchedRow() {
  const state = useRead('becauseYouWatched', {});
  const source = state.result?.source;
  if (state.status === 'loading') return <CarouselRow title={BECAUSE_PLACEHOLDER} status="loading" />;
  if (state.status !== 'success' || !source || !state.result?.data.length) return null;
  return <PosterRow title={`چون «${source.title}» را دیدید`} cards={state.result} />;
}

/**
 * The member's own rows, or their places on a page drawn for a member: the one part of home that follows the
 * session, so signing in (or the stored token being accepted) redraws these two rows, not the whole page.
 */
function PersonalRows() {
  const signedIn = useAuth((s) => s.status === 'authenticated');
  return signedIn ? (
    <>
      <ContinueRow />
      <BecauseYouWatchedRow />
    </>
  ) : (
    <>
      <PersonalRowPlace title="ادامهٔ تماشا" kind="wide" />
      <PersonalRowPlace title={BECAUSE_PLACEHOLDER} kind="poster" />
    </>
  );
}

/** One regal collection row: its first titles, and «مشاهده همه» to the collection page. */
function RegalRow({ position }: { position: number }) {
  return <LazyRow eager={false}>{(near) => <RegalRowBody position={position} near={near} />}</LazyRow>;
}

function RegalRowBody({ position, near }: { position: number; near: boolean }) {
  const state = useRead('regalByPosition', { position }, near);
  if (state.status === 'error' || (state.status === 'success' && !state.result?.data.length)) return null;
  if (state.status !== 'success' || !state.result) return <CarouselRow title="مجموعهٔ ویژه" status="loading" />;
  return (
    <>
      {state.result.data.map((collection) => (
        <CarouselRow
          key={collection.id}
          title={collection.title}
          viewAllHref={
            collection.type === 'Movie' ? paths.movieRegal.to(collection.id) : paths.seriesRegal.to(collection.id)
          }
          status={rowStatus(state.status)}
        >
          {collection.items.map((card) => (
            <PosterCard
              key={card.id}
              href={titleHref(card)}
              title={card.title}
              posterUrl={card.posterUrl}
              age={card.ageRange}
              color={card.color}
              subtitle={cardSubtitle(card)}
            />
          ))}
        </CarouselRow>
      ))}
    </>
  );
}

/** The title rows above the fold: loaded at once, their first posters eagerly; the others wait for the viewport. */
const EAGER_ROWS: readonly HomeListName[] = ['top-series', 'top-movies'];

/** The top sliders and the rows above the fold. */
const loader = pageLoader(async (read) => {
  const [sliders, ...rows] = await Promise.all([
    read('homeTopSliders', undefined),
    ...EAGER_ROWS.map((name) => read(homeLists[name].list, {})),
  ]);
  return { sliders, rows: rows as (Paged<TitleCard> | null)[] };
});

/** A title row of home, its heading and «مشاهده همه» (the row's own list) from `homeLists`. */
function HomeRow({ name }: { name: HomeListName }) {
  const page = useLoaderData<typeof loader>();
  const { list, title } = homeLists[name];
  const eager = EAGER_ROWS.indexOf(name);
  if (eager >= 0) {
    return (
      <div>
        <PosterRow title={title} cards={page?.rows[eager] ?? null} viewAllHref={paths.homeList.to(name)} eager />
      </div>
    );
  }
  return <TitleRow title={title} read={list} args={{}} viewAllHref={paths.homeList.to(name)} />;
}

/** Home (spec §2): sliders, continue watching, the top, best, updated, popular and suggested rows, regal rows. */
function HomePage() {
  const page = useLoaderData<typeof loader>();
  const regal = (index: number) => <RegalRow position={REGAL_POSITIONS[index] ?? index + 1} />;

  return (
    <div className={styles.rows}>
      <h1 className={styles.srOnly}>پرده: تماشای آنلاین فیلم و سریال</h1>
      <div>
        <HeroSlider slides={page?.sliders.data.map(toSlide) ?? []} loading={!page} label="پیشنهادهای ویژه" />
      </div>
      <div className={`${styles.container} ${styles.rows}`}>
        <PersonalRows />
        <HomeRow name="top-series" />
        <HomeRow name="top-movies" />
        <HomeRow name="best-iranian-movies" />
        <HomeRow name="best-foreign-movies" />
        {regal(0)}
        <HomeRow name="best-iranian-series" />
        <HomeRow name="best-foreign-series" />
        {regal(1)}
        <HomeRow name="updated-iranian-movies" />
        <HomeRow name="updated-foreign-movies" />
        <HomeRow name="updated-iranian-series" />
        <HomeRow name="updated-foreign-series" />
        <HomeRow name="popular-movies" />
        <HomeRow name="popular-series" />
        {regal(2)}
        <HomeRow name="suggested-movies" />
        <HomeRow name="suggested-series" />
        <EpisodeRow title="تازه‌ترین قسمت‌ها" read="latestEpisodes" args={{}} />
        <HomeRow name="latest-movies" />
        <HomeRow name="home-series" />
        {regal(3)}
      </div>
      <LaterSlider label="پیشنهادهای پایان صفحه" />
    </div>
  );
}
export const pages = {
  HomePage: {
    Component: HomePage,
    loader,
    meta: () => ({
      title: null,
      // The site's own card (a PNG the API draws): messengers show no SVG, and a slide's art is one title's.
      image: '/media/og/site.png',
      structured: { '@type': 'WebSite', name: 'پرده' },
    }),
  },
} satisfies Record<string, PageRoute>;
