import { describe, expect, it } from 'vitest';
import { bioForViewer } from './stars';

const bio =
  'نیلوفر آسمانی، بازیگر ایرانی، متولد ۱۳۶۰ در تهران است. بازیگری را از تئاتر آغاز کرد. ' +
  'از کارهای شناخته‌شدهٔ او می‌توان به «شب. آخر» و «ماه کوچک» اشاره کرد.';

describe('a star bio for a viewer', () => {
  it('is left as written when every title it names is one the viewer sees', () => {
    expect(bioForViewer(bio, ['ماه کوچک', 'شب. آخر', 'سلام'])).toBe(bio);
  });

  it('leaves out a sentence naming a hidden title and names titles the viewer sees instead', () => {
    const child = bioForViewer(bio, ['سلام', 'ماه کوچک', 'باران']);
    expect(child).not.toContain('شب. آخر');
    expect(child).toBe(
      'نیلوفر آسمانی، بازیگر ایرانی، متولد ۱۳۶۰ در تهران است. بازیگری را از تئاتر آغاز کرد. ' +
        'از کارهای او می‌توان به «سلام» و «ماه کوچک» اشاره کرد.',
    );
    expect(bioForViewer(bio, ['ماه کوچک'])).toMatch(/تئاتر آغاز کرد\. «ماه کوچک» از کارهای اوست\.$/);
  });

  it('names no work at all when the viewer sees none', () => {
    expect(bioForViewer(bio, [])).toBe(
      'نیلوفر آسمانی، بازیگر ایرانی، متولد ۱۳۶۰ در تهران است. بازیگری را از تئاتر آغاز کرد.',
    );
  });
});
