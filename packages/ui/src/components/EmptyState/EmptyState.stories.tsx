import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'با `tone="error"` متن با `role="alert"` اعلام می‌شود؛ آیکن تزئینی است.',
      rtl: 'متن وسط‌چین است و دکمهٔ کنش زیر آن؛ جمله‌ها فارسی و با نقطه‌گذاری فارسی.',
    } satisfies Guide,
    docs: {
      description: {
        component: 'وقتی فهرستی خالی است (جست‌وجوی بی‌نتیجه، فهرست پخش تازه): یک جملهٔ روشن و در صورت امکان کنش بعدی.',
      },
    },
  },
  component: EmptyState,
  args: { title: 'نتیجه‌ای یافت نشد', description: 'عبارت دیگری را جستجو کنید.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongPersianText: Story = {
  args: {
    title: 'هنوز هیچ فیلم یا سریالی به فهرست پخش شما اضافه نشده است',
    description:
      'با زدن دکمهٔ افزودن روی صفحهٔ هر فیلم یا سریال، آن را به این فهرست بیاورید تا هر وقت خواستید از همین‌جا تماشایش کنید.',
    icon: 'list',
  },
};

const retry = fn();

export const ErrorWithRetry: Story = {
  args: {
    tone: 'error',
    title: 'بارگذاری انجام نشد',
    description: 'اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.',
    action: (
      <Button variant="secondary" icon="refresh" onClick={retry}>
        تلاش دوباره
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('بارگذاری انجام نشد');
    await userEvent.click(canvas.getByRole('button', { name: 'تلاش دوباره' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** Do: بگویید چه خالی است و قدم بعدی چیست. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { title: 'هنوز فیلمی نشان نکرده‌اید', description: 'از صفحهٔ هر فیلم «افزودن به فهرست» را بزنید.' },
  parameters: { docs: { description: { story: 'بگویید چه خالی است و قدم بعدی چیست.' } } },
};

/** Don’t: فقط «خالی است» ننویسید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { title: 'خالی', description: undefined },
  parameters: { docs: { description: { story: 'فقط «خالی است» ننویسید.' } } },
};
