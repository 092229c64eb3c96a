import type { Paged, StarCredit } from '@parde/api-client';
import { CarouselRow, StarCard } from '@parde/ui';
import { paths } from '../config/paths';

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

/** Cast and crew as round portraits (loading while null). */
export function CastRow({ stars }: { stars: Paged<StarCredit> | null }) {
  return (
    <CarouselRow title="بازیگران و عوامل" kind="circle" status={stars ? 'success' : 'loading'}>
      {stars?.data.map((star) => (
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
