import type { Season } from '@parde/api-client';
import { toPersianDigits } from '@parde/fa';
import { Button } from '@parde/ui';
import * as page from './page.css';

/** One button per season; the chosen one is pressed. */
export function SeasonPicker({
  seasons,
  selectedId,
  onSelect,
}: {
  seasons: Season[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <div className={page.actions}>
      {seasons.map((season) => (
        <Button
          key={season.id}
          variant={season.id === selectedId ? 'solid' : 'secondary'}
          aria-pressed={season.id === selectedId}
          onClick={() => onSelect(season.id)}
        >
          {season.title || `فصل ${toPersianDigits(season.number)}`}
        </Button>
      ))}
    </div>
  );
}
