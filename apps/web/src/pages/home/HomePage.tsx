import type { Paged, SliderItem } from '@parde/api-client';
import type { EndpointListStore, ResourceStore } from '@parde/domain';
import { useAuth, useDomain } from '@parde/domain/react';
import { CarouselRow, ContinueCard, type HeroSlide, HeroSlider, PosterCard } from '@parde/ui';
import { useSyncExternalStore } from 'react';
import { useServices } from '../../app/services';
import { showSuccess } from '../../app/toast-loader';
import { useResource } from '../../app/useResource';
import * as styles from '../../components/page.css';
import { EpisodeRow, LazyRow, rowStatus, TitleRow } from '../../components/TitleRow';
import { cardSubtitle, titleHref } from '../../components/titles';
import { usePageTitle } from '../../components/usePageTitle';
import { REGAL_POSITIONS } from '../../config/home';
import { listQuery, paths } from '../../config/paths';

const toSlide = (item: SliderItem): HeroSlide => {
  const href = titleHref({ id: item.contentId, type: item.type, title: item.title });
  return {
    id: item.id,
    title: item.title,
    synopsis: item.description,
    backdropUrl: item.imageUrl,
    age: item.ageRange,
    watchHref: href,
    infoHref: href,
    color: item.color,
  };
};

function Slider({
  store,
  label,
  eager,
}: {
  store: ResourceStore<Paged<SliderItem> | null, undefined>;
  label: string;
  eager: boolean;
}) {
  return <LazyRow eager={eager}>{(near) => <SliderBody store={store} label={label} near={near} />}</LazyRow>;
}

function SliderBody({
  store,
  label,
  near,
}: {
  store: ResourceStore<Paged<SliderItem> | null, undefined>;
  label: string;
  near: boolean;
}) {
  const state = useResource(store, near ? undefined : null);
  if (state.status === 'error') return null;
  return (
    <HeroSlider slides={state.result?.data.map(toSlide) ?? []} loading={state.status !== 'success'} label={label} />
  );
}

/** Continue watching (signed in only); hidden while loading, when empty and when the call fails. */
function ContinueRow() {
  const { media, removeFromContinue } = useDomain();
  const state = useResource(media.continueWatching, {});
  // The card leaves at once; a refusal puts it back and says why (the domain's error path).
  const remove = async (videoId: number) => {
    if (await removeFromContinue(videoId)) void showSuccess('از ادامهٔ تماشا برداشته شد');
  };
  if (state.status !== 'success' || !state.result?.data.length) return null;
  return (
    <CarouselRow title="ادامهٔ تماشا" kind="wide">
      {state.result.data.map((item) => (
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

/** One regal collection row: its first titles, and «مشاهده همه» to the collection page. */
type RegalStore = EndpointListStore<'getRegalByPosition'>;

function RegalRow({ store, position }: { store: RegalStore; position: number }) {
  return <LazyRow eager={false}>{(near) => <RegalRowBody store={store} position={position} near={near} />}</LazyRow>;
}

function RegalRowBody({ store, position, near }: { store: RegalStore; position: number; near: boolean }) {
  const state = useResource(store, near ? { position } : null);
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

const country = (value: 'Domestic' | 'Foreign') => `?${listQuery.country}=${value}`;

/** Home (spec §2): sliders, continue watching, the top, best, updated, popular and suggested rows, regal rows. */
export function HomePage() {
  const { media } = useDomain();
  const sliders = media.homeTopSliders;
  const firstSlide = useSyncExternalStore(sliders.subscribe, sliders.getState, sliders.getState).result?.data[0];
  usePageTitle(null, undefined, { image: firstSlide?.imageUrl, structured: { '@type': 'WebSite', name: 'پرده' } });
  const { regalRows } = useServices();
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const regal = (index: number) => {
    const store = regalRows[index];
    return store ? <RegalRow store={store} position={REGAL_POSITIONS[index] ?? index + 1} /> : null;
  };

  return (
    <div className={styles.rows}>
      <h1 className={styles.srOnly}>پرده: تماشای آنلاین فیلم و سریال</h1>
      <Slider store={media.homeTopSliders} label="پیشنهادهای ویژه" eager />
      <div className={`${styles.container} ${styles.rows}`}>
        {signedIn && <ContinueRow />}
        <TitleRow title="سریال‌های برتر" store={media.topSeries} args={{}} viewAllHref={paths.tvShows.to()} eager />
        <TitleRow title="فیلم‌های برتر" store={media.topMovies} args={{}} viewAllHref={paths.movies.to()} eager />
        <TitleRow
          title="بهترین فیلم‌های ایرانی"
          store={media.bestDomesticMovies}
          args={{}}
          viewAllHref={`${paths.movies.to()}${country('Domestic')}`}
        />
        <TitleRow
          title="بهترین فیلم‌های خارجی"
          store={media.bestForeignMovies}
          args={{}}
          viewAllHref={`${paths.movies.to()}${country('Foreign')}`}
        />
        {regal(0)}
        <TitleRow
          title="بهترین سریال‌های ایرانی"
          store={media.bestDomesticSeries}
          args={{}}
          viewAllHref={`${paths.tvShows.to()}${country('Domestic')}`}
        />
        <TitleRow
          title="بهترین سریال‌های خارجی"
          store={media.bestInternationalSeries}
          args={{}}
          viewAllHref={`${paths.tvShows.to()}${country('Foreign')}`}
        />
        {regal(1)}
        <TitleRow
          title="فیلم‌های ایرانی به‌روز شده"
          store={media.updatedDomesticMovies}
          args={{}}
          viewAllHref={`${paths.movies.to()}${country('Domestic')}`}
        />
        <TitleRow
          title="فیلم‌های خارجی به‌روز شده"
          store={media.updatedForeignMovies}
          args={{}}
          viewAllHref={`${paths.movies.to()}${country('Foreign')}`}
        />
        <TitleRow
          title="سریال‌های ایرانی به‌روز شده"
          store={media.updatedDomesticSeries}
          args={{}}
          viewAllHref={`${paths.tvShows.to()}${country('Domestic')}`}
        />
        <TitleRow
          title="سریال‌های خارجی به‌روز شده"
          store={media.updatedForeignSeries}
          args={{}}
          viewAllHref={`${paths.tvShows.to()}${country('Foreign')}`}
        />
        <TitleRow title="فیلم‌های پرطرفدار" store={media.popularMovies} args={{}} />
        <TitleRow title="سریال‌های پرطرفدار" store={media.popularSeries} args={{}} />
        {regal(2)}
        <TitleRow title="پیشنهاد پرده: فیلم" store={media.suggestedMovies} args={{}} />
        <TitleRow title="پیشنهاد پرده: سریال" store={media.suggestedSeries} args={{}} />
        <EpisodeRow title="تازه‌ترین قسمت‌ها" store={media.latestEpisodes} args={{}} />
        {regal(3)}
      </div>
      <Slider store={media.homeBottomSliders} label="پیشنهادهای پایان صفحه" eager={false} />
    </div>
  );
}
