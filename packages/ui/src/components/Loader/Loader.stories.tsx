import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Loader } from './Loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  args: {},
  parameters: {
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
