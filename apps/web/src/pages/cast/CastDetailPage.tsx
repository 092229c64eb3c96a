import { useDomain } from '@parde/domain/react';
import { JalaliDate, MetaLine, NotFound, PosterCard, Skeleton } from '@parde/ui';
import { useParams } from 'react-router';
import { load, type PageLoads, usePageLoads, useResource } from '../../app/useResource';
import { Async } from '../../components/Async';
import { creditOf } from '../../components/CastRow';
import * as styles from '../../components/page.css';
import { starMeta } from '../../components/structured';
import { titleHref } from '../../components/titles';
import { usePageTitle } from '../../components/usePageTitle';
import { parseSlugId, paths } from '../../config/paths';
import * as local from './cast.css';

/** The star, credits included. */
const loads: PageLoads = (params, { domain: { media } }) => {
  const id = parseSlugId(params.id);
  return Number.isFinite(id) ? [load(media.starDetail, { id })] : [];
};

/** A star: portrait, bio and the titles they worked on (spec §2 /cast-detail/{id}). */
export function CastDetailPage() {
  const id = parseSlugId(useParams().id);
  const valid = Number.isFinite(id);
  const { media } = useDomain();
  usePageLoads(loads);
  const star = useResource(media.starDetail, valid ? { id } : null);
  const found = star.result;
  usePageTitle(found?.name ?? null, found?.bio, found ? starMeta(found) : undefined);
  if (!valid) return <NotFound homeHref={paths.home.to()} />;
  return (
    <div className={styles.page}>
      <Async state={star} skeleton={<Skeleton shape="circle" width="160px" />}>
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
CastDetailPage.loads = loads;
