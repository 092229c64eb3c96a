import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Loader } from './Loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  args: {},
  parameters: {
    guide: {
      status: 'stable',
      accessibility: '`role="status"` با متن پنهان «در حال بارگذاری»؛ چرخش با `prefers-reduced-motion` می‌ایستد.',
      rtl: 'چرخش قرینه نمی‌شود؛ متن پنهان فارسی است.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'چرخندهٔ بارگذاری برای انتظار کوتاهی که شکل محتوایش معلوم نیست (ارسال فرم). وقتی شکل محتوا معلوم است Skeleton بهتر است.',
      },
    },
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('در حال بارگذاری');
  },
};

export const FullPage: Story = { args: { fullPage: true, label: 'در حال بارگذاری صفحه' } };

/** Do: برای کل صفحه `fullPage` و برای بخش‌ها Skeleton. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { fullPage: false, label: 'در حال بارگذاری فهرست' },
  parameters: { docs: { description: { story: 'برای کل صفحه `fullPage` و برای بخش‌ها Skeleton.' } } },
};

/** Don’t: برچسب را انگلیسی ندهید؛ صفحه‌خوان فارسی می‌خواند. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { label: 'Loading...' },
  parameters: { docs: { description: { story: 'برچسب را انگلیسی ندهید؛ صفحه‌خوان فارسی می‌خواند.' } } },
};
