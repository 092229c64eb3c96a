import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Skeleton, SkeletonRow, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'جای‌نگهدارها `aria-hidden` هستند؛ `SkeletonRow` با `aria-busy` و متن پنهان «در حال بارگذاری» خوانده می‌شود؛ ناحیهٔ اعلام (`role=status`) یکی برای کل صفحه است، نه یکی برای هر ردیف. درخشش با `prefers-reduced-motion` می‌ایستد.',
      rtl: 'درخشش از راست به چپ می‌رود، هم‌جهت با خواندن.',
    } satisfies Guide,
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('در حال بارگذاری');
  },
};

export const EpisodeRow: Story = { render: () => <SkeletonRow shape="wide" count={4} /> };

export const CastRow: Story = { render: () => <SkeletonRow shape="circle" count={8} /> };

/** Do: شکل کارت واقعی را بدهید تا صفحه هنگام رسیدن داده نپرد. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { shape: 'poster', width: '160px' },
  parameters: { docs: { description: { story: 'شکل کارت واقعی را بدهید تا صفحه هنگام رسیدن داده نپرد.' } } },
};

/** Don’t: برای یک کارت تکی چرخنده نگذارید؛ Skeleton هم‌شکل آن است. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { shape: 'block', width: '40px', height: '40px' },
  parameters: { docs: { description: { story: 'برای یک کارت تکی چرخنده نگذارید؛ Skeleton هم‌شکل آن است.' } } },
};
