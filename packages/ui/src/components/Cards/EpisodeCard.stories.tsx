import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
