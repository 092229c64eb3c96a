import type { Paged, StarCredit } from '@parde/api-client';
import type { ResourceStore } from '@parde/domain';
import { CarouselRow, StarCard } from '@parde/ui';
import { useResource } from '../app/useResource';
import { paths } from '../config/paths';
import { rowStatus } from './TitleRow';

const roleLabel: Record<StarCredit['role'], string> = {
  Actor: 'بازیگر',
  Director: 'کارگردان',
  Writer: 'نویسنده',
  Producer: 'تهیه‌کننده',
  Composer: 'آهنگساز',
  Cinematographer: 'مدیر فیلمبرداری',
};

/** The credit line of a star in one title: the character played, or the job. */
export const creditOf = (credit: Pick<StarCredit, 'role' | 'character'>) =>
  credit.role === 'Actor' && credit.character ? `در نقش ${credit.character}` : roleLabel[credit.role];

/** Cast and crew as round portraits. */
export function CastRow({ store, id }: { store: ResourceStore<Paged<StarCredit> | null, { id: number }>; id: number }) {
  const state = useResource(store, { id });
  return (
    <CarouselRow title="بازیگران و عوامل" kind="circle" status={rowStatus(state.status)} onRetry={state.retry}>
      {state.result?.data.map((star) => (
        <StarCard
          key={`${star.id}-${star.role}`}
          href={paths.castDetail.to(star.id, star.name)}
          name={star.name}
          portraitUrl={star.pictureUrl}
          credit={creditOf(star)}
        />
      ))}
    </CarouselRow>
  );
}
