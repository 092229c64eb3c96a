import { DEFAULT_PAGE_SIZE } from '@parde/domain';
import { useDomain, usePlaylists } from '@parde/domain/react';
import { toPersianDigits } from '@parde/fa';
import { Button, ButtonLink, ConfirmModal, MetaLine, NotFound, PosterCard } from '@parde/ui';
import { useState } from 'react';
import { useLoaderData, useNavigate, useParams, useRevalidator } from 'react-router';
import { Async } from '../../components/Async';
import { Pagination, usePageNumber } from '../../components/Pagination';
import * as styles from '../../components/page.css';
import { ShareLink } from '../../components/ShareLink';
import { GridSkeleton } from '../../components/TitleGrid';
import { cardSubtitle, titleHref } from '../../components/titles';
import { listQuery, paths } from '../../config/paths';
import { browserLoader, type PageRoute } from '../../lib/data/loaders';
import { usePageTitle } from '../../lib/usePageTitle';
import { privacyLabel } from './PlaylistDialogs';

/**
 * The playlist and the address's page of its titles. A list is the member's: without a token there is nothing to
 * read (the account layout sends the visitor to sign in, and signing in reads the page again).
 */
const loader = browserLoader(async (read, { hasToken }, { params, request }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || !hasToken?.()) return null;
  const page = Number(new URL(request.url).searchParams.get(listQuery.page));
  const pageNumber = Number.isInteger(page) && page > 0 ? page : 1;
  const [info, items] = await Promise.all([read('playlistInfo', { id }), read('playlistItems', { id, pageNumber })]);
  return { info, items };
});

/** One playlist: its titles, removing one, deleting the list (spec §2 /playlist-detail/{id}). */
export function PlaylistDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const page = usePageNumber();
  const { playlists } = useDomain();
  const answer = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const info = { result: answer?.info ?? null };
  const busy = usePlaylists((s) => s.busy);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  usePageTitle(info.result?.title ?? 'فهرست پخش');
  if (!valid) return <NotFound homeHref={paths.home.to()} />;
  const owner = info.result?.isOwner ?? false;

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.stack}>
          <h1 className={styles.title} dir="auto">
            {info.result?.title ?? '\u00a0'}
          </h1>
          {info.result && (
            <p className={styles.muted}>
              <MetaLine
                items={[`${toPersianDigits(info.result.itemCount)} عنوان`, privacyLabel[info.result.privacy]]}
              />
            </p>
          )}
        </div>
        {owner && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            حذف فهرست
          </Button>
        )}
      </div>
      {/* A link-only (or public) list is shared by its address: the owner gets it to copy. */}
      {owner && info.result && info.result.privacy !== 'Private' && <ShareLink href={paths.playlistDetail.to(id)} />}
      <Async
        data={answer?.items ?? null}
        skeleton={<GridSkeleton count={6} />}
        isEmpty={(r) => r.data.length === 0}
        emptyTitle="این فهرست هنوز خالی است"
        emptyDescription="از صفحهٔ هر فیلم یا سریال، با «افزودن به فهرست» عنوانی اضافه کنید."
        emptyAction={<ButtonLink href={paths.movies.to()}>گشتن در فیلم‌ها</ButtonLink>}
      >
        {(result) => (
          <>
            <ul className={styles.grid}>
              {result.data.map((entry) => (
                <li key={`${entry.type}-${entry.foreignKey}`} className={styles.stack}>
                  <PosterCard
                    href={titleHref(entry.title)}
                    title={entry.title.title}
                    posterUrl={entry.title.posterUrl}
                    age={entry.title.ageRange}
                    color={entry.title.color}
                    subtitle={cardSubtitle(entry.title)}
                  />
                  {owner && (
                    <Button
                      variant="ghost"
                      disabled={busy}
                      onClick={async () => {
                        const removed = await playlists
                          .getState()
                          .itemRemoved(id, { foreignKey: entry.foreignKey, type: entry.type });
                        if (removed) void revalidator.revalidate();
                      }}
                    >
                      برداشتن از فهرست
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} totalCount={result.totalCount} />
          </>
        )}
      </Async>
      <ConfirmModal
        open={confirming}
        title="حذف فهرست پخش"
        message="این فهرست و همهٔ عنوان‌هایش حذف شود؟"
        confirmLabel="حذف"
        danger
        loading={busy}
        onConfirm={async () => {
          if (await playlists.getState().playlistDeleted(id)) navigate(paths.playlists.to(), { replace: true });
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

export const pages = {
  PlaylistDetailPage: { Component: PlaylistDetailPage, loader },
} satisfies Record<string, PageRoute>;
