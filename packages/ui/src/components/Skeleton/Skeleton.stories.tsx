import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonRow, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  parameters: {
    docs: {
      description: {
        component:
          'جای خالی محتوایی که در راه است، به همان شکل و اندازه (پوستر، خط متن، چهره)، تا صفحه هنگام رسیدن محتوا جابه‌جا نشود.',
      },
    },
  },
  component: Skeleton,
  args: { shape: 'poster', width: '160px' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('span[aria-hidden]')!.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(240);
  },
};

export const PosterRow: Story = {
  render: () => <SkeletonRow />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('در حال بارگذاری');
  },
};

export const EpisodeRow: Story = { render: () => <SkeletonRow shape="wide" count={4} /> };

export const CastRow: Story = { render: () => <SkeletonRow shape="circle" count={8} /> };
