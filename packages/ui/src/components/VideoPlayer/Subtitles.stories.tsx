import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { defaultCaptionStyle } from './captionStyle';
import { Subtitles } from './Subtitles';

/** The hard cases of Persian subtitles: a question, Latin names and digits inside a sentence, two lines. */
const cues = [
  ['آیا David هنوز در اتاق ۲۰۴ منتظر است؟', 'گفت: «ساعت 9:30 برمی‌گردم!»'],
  ['CNN می‌گوید پرواز ۷۱۲ لغو شده.'],
];

const meta = {
  title: 'Media/VideoPlayer/Subtitles',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'زیرنویس متن واقعی است (نه تصویر)؛ اندازه و پس‌زمینه را بیننده انتخاب می‌کند.',
      rtl: 'هر خط فارسی راست‌به‌چپ، «؟» و «!» در انتهای چپ؛ نام‌های لاتین و رقم درون خط به ترتیب؛ خط انگلیسی چپ‌به‌راست.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'زیرنویس‌هایی که پخش‌کننده خودش می‌کشد: هر سطر پاراگرافی جداست و اگر حرف فارسی داشته باشد راست‌به‌چپ خوانده می‌شود، حتی وقتی با نام لاتین آغاز شود. رنگ، قلم، اندازه، کدری، زمینه و لبهٔ حروف از تنظیمات عضو می‌آید.',
      },
    },
  },
  component: Subtitles,
  args: { cues, style: defaultCaptionStyle, raised: false },
  decorators: [
    (Story) => (
      <div
        style={{
          position: 'relative',
          inlineSize: '100%',
          maxInlineSize: 960,
          aspectRatio: '16 / 9',
          background: '#345',
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Subtitles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a character of a line is drawn, by its index in the line's text. */
const charBox = (line: HTMLElement, index: number) => {
  const range = document.createRange();
  const text = line.firstChild as Text;
  range.setStart(text, index);
  range.setEnd(text, index + 1);
  return range.getBoundingClientRect();
};

export const PersianRightToLeft: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getByTestId('subtitles').querySelectorAll('span') as unknown as HTMLElement[];
    if (!first || !second || !third) throw new Error('three lines expected');
    // A Persian line that starts with a Latin name is still right to left: the name at the right end, the full stop
    // at the left end.
    const line = third.getBoundingClientRect();
    await expect(line.right - charBox(third, 2).right).toBeLessThan(12);
    await expect(charBox(third, third.textContent!.length - 1).left - line.left).toBeLessThan(12);
    const box = first.getBoundingClientRect();
    // The question mark ends the sentence, so it is drawn at the left end; the first word at the right end.
    const question = charBox(first, first.textContent!.length - 1);
    await expect(question.left - box.left).toBeLessThan(12);
    await expect(box.right - charBox(first, 0).right).toBeLessThan(12);
    // The Latin name keeps its letters in order, left to right.
    const d = first.textContent!.indexOf('David');
    await expect(charBox(first, d).left).toBeLessThan(charBox(first, d + 4).left);
    // Latin digits inside the Persian line keep their order: 9 before :30.
    const nine = second.textContent!.indexOf('9');
    await expect(charBox(second, nine).left).toBeLessThan(charBox(second, nine + 3).left);
    // The exclamation mark sits at the left end of its line, inside the closing guillemet.
    const end = second.getBoundingClientRect();
    await expect(charBox(second, second.textContent!.length - 1).left - end.left).toBeLessThan(12);
  },
};

export const EnglishLeftToRight: Story = {
  args: { cues: [['Is David still waiting in room 204?']] },
  play: async ({ canvas }) => {
    const line = canvas.getByTestId('subtitles').querySelector('span') as HTMLElement;
    const box = line.getBoundingClientRect();
    // A line without Persian letters reads left to right.
    await expect(charBox(line, 0).left - box.left).toBeLessThan(12);
    await expect(box.right - charBox(line, line.textContent!.length - 1).right).toBeLessThan(12);
  },
};

export const LargeOpaque: Story = { args: { style: { ...defaultCaptionStyle, size: 150, backgroundOpacity: 100 } } };

export const YellowMonospaceRaised: Story = {
  args: { style: { ...defaultCaptionStyle, color: 'yellow', font: 'mono', edge: 'raised', backgroundOpacity: 0 } },
};

export const SmallWithoutBackground: Story = {
  args: { style: { ...defaultCaptionStyle, size: 75, backgroundOpacity: 0, edge: 'uniform' } },
};

export const RaisedOverControls: Story = { args: { raised: true } };

/** Do: پس‌زمینهٔ نیمه‌شفاف برای خوانایی روی هر تصویر. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: 'پس‌زمینهٔ نیمه‌شفاف برای خوانایی روی هر تصویر.' } } },
};

/** Don’t: پس‌زمینه را روی تصویر روشن حذف نکنید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { style: { ...defaultCaptionStyle, size: 75, backgroundOpacity: 0 } },
  parameters: { docs: { description: { story: 'پس‌زمینه را روی تصویر روشن حذف نکنید.' } } },
};
