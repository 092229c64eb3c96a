import { JalaliDate, MetaLine, PosterCard, Skeleton } from '@parde/ui';
import { useLoaderData } from 'react-router';
import { Async } from '../../components/Async';
import { creditOf } from '../../components/CastRow';
import * as styles from '../../components/page.css';
import { ShareButton } from '../../components/ShareButton';
import { starMeta } from '../../components/structured';
import { titleHref } from '../../components/titles';
import { parseSlugId, paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';
import { canonicalOnly, idParam, metaOf, pageLoader } from '../../lib/data/loaders';
import * as local from './cast.css';

/** The star, credits included. */
const loader = pageLoader(async (read, { params, request }) => {
  const star = await read('starDetail', { id: idParam(params, parseSlugId) });
  canonicalOnly(request, paths.castDetail.to(star.id, star.name));
  return star;
});

/** A star: portrait, bio and the titles they worked on (spec §2 /cast-detail/{id}). */
function CastDetailPage() {
  const star = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <Async data={star} skeleton={<Skeleton shape="circle" width="160px" />}>
        {(s) => (
          <>
            <div className={local.head}>
              <img src={s.pictureUrl} alt="" width={160} height={160} className={local.portrait} />
              <div className={styles.stack}>
                <h1 className={styles.title}>{s.name}</h1>
                <p className={styles.muted}>
                  <MetaLine
                    items={[
                      s.profession,
                      (s.birthDate || s.birthPlace) && (
                        <span key="birth">
                          {s.birthDate && (
                            <>
                              {'زادهٔ '}
                              <JalaliDate date={s.birthDate} />
                            </>
                          )}
                          {s.birthPlace && `${s.birthDate ? ' در' : 'زادهٔ'} ${s.birthPlace}`}
                        </span>
                      ),
                    ]}
                  />
                </p>
                <p className={styles.prose}>{s.bio}</p>
                <div className={styles.actions}>
                  <ShareButton title={s.name} path={paths.castDetail.to(s.id, s.name)} />
                </div>
              </div>
            </div>
            <section className={styles.section} aria-labelledby="credits">
              <h2 id="credits" className={styles.subtitle}>
                آثار
              </h2>
              {s.credits.length === 0 ? (
                <p className={styles.muted}>اثری برای نمایش نیست.</p>
              ) : (
                <ul className={styles.grid}>
                  {s.credits.map((credit) => (
                    <li key={`${credit.title.type}-${credit.title.id}-${credit.role}`}>
                      <PosterCard
                        href={titleHref(credit.title)}
                        title={credit.title.title}
                        posterUrl={credit.title.posterUrl}
                        age={credit.title.ageRange}
                        color={credit.title.color}
                        subtitle={creditOf(credit)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </Async>
    </div>
  );
}
export const pages = {
  CastDetailPage: {
    Component: CastDetailPage,
    loader,
    meta: metaOf(loader, (star) => ({ title: star.name, description: star.bio, ...starMeta(star) })),
  },
} satisfies Record<string, PageRoute>;
