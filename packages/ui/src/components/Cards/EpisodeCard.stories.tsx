import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { picture } from '../../test-support/fixtures';
import { EpisodeCard } from './EpisodeCard';

const meta = {
  title: 'Cards/EpisodeCard',
  component: EpisodeCard,
  args: {
    href: '/episodes/31',
    title: 'بازگشت به خانه',
    episode: 3,
    durationMinutes: 52,
    imageUrl: picture(210, 320, 180),
  },
  decorators: [(Story) => <div style={{ padding: 24, width: 320 }}>{Story()}</div>],
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'کل کارت یک پیوند با عنوان قسمت است؛ تصویر تزئینی است و شمارهٔ قسمت و مدت به‌صورت متن خوانده می‌شوند.',
      rtl: 'عنوان و خط بالای آن راست‌چین‌اند؛ «قسمت ۳» و «۵۲ دقیقه» با رقم فارسی؛ نوار پیشرفت از راست پر می‌شود.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'کارت ۱۶:۹ یک قسمت از سریال با شماره و مدت آن، در فهرست قسمت‌های یک فصل و ردیف قسمت‌های بعدی. برای فیلم‌ها از PosterCard استفاده کنید.',
      },
    },
  },
} satisfies Meta<typeof EpisodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /قسمت ۳: بازگشت به خانه/ })).toBeVisible();
  },
};

/** Do: شمارهٔ قسمت و مدت را جدا بدهید؛ کارت آن‌ها را با رقم فارسی می‌نویسد. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { episode: 3, durationMinutes: 52 },
  parameters: { docs: { description: { story: 'شمارهٔ قسمت و مدت را جدا بدهید؛ کارت آن‌ها را با رقم فارسی می‌نویسد.' } } },
};

/** Don’t: شماره و مدت را در عنوان ننویسید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { title: 'قسمت 3 - 52 min' },
  parameters: { docs: { description: { story: 'شماره و مدت را در عنوان ننویسید.' } } },
};
