import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { longTitle, posters } from '../../test-support/fixtures';
import { CardPlaceholder } from './CardPlaceholder';
import { PosterCard } from './PosterCard';

const first = posters[0]!;

const meta = {
  title: 'Cards/PosterCard',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'کل پوستر یک پیوند با نام عنوان است؛ نشان سنی متن کامل دارد. `priority` فقط برای پوسترهای صفحهٔ نخست.',
      rtl: 'عنوان راست‌چین و در دو خط کوتاه می‌شود؛ نشان سنی در گوشهٔ inline-start است.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'کارت پوستر ۲:۳ یک فیلم یا سریال در ردیف‌ها، فهرست‌ها و نتیجه‌های جست‌وجو. وقتی پوستر عنوان را معرفی می‌کند از آن استفاده کنید؛ با فوکوس یا اشاره کمی بزرگ می‌شود و نشان رده‌ی سنی را روی پوستر نشان می‌دهد.',
      },
    },
  },
  component: PosterCard,
  args: { href: '/movies-detail/1', title: first.title, posterUrl: first.posterUrl, age: 12, color: first.color },
  decorators: [(Story) => <div style={{ padding: 24, width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof PosterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: /جدایی نادر از سیمین/ });
    await expect(link).toHaveAttribute('href', '/movies-detail/1');
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '200');
    await expect(img).toHaveAttribute('height', '300');
    const frame = img.parentElement!.getBoundingClientRect();
    await expect(Math.round((frame.width / frame.height) * 100)).toBe(67);
    await expect(canvas.getByText('+۱۲')).toBeVisible();
  },
};

export const PosterFocusLift: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    const frame = canvasElement.querySelector('img')!.parentElement!;
    // The 300 ms transition ends with the frame scaled by 1.04; a loaded machine may run it late, so wait for its end.
    await waitFor(() => expect(getComputedStyle(frame).transform).toBe('matrix(1.04, 0, 0, 1.04, 0, 0)'), {
      timeout: 5000,
    });
  },
};

export const PosterLongPersianTitle: Story = { args: { title: longTitle, subtitle: ['۱۴۰۲', 'درام، خانوادگی'] } };

export const PosterLoading: Story = {
  args: { posterUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', age: undefined },
};

export const FactsUnderAShortTitle: Story = {
  name: 'Facts right under a one-line title; one height for every card and its placeholder',
  args: { subtitle: ['۱۴۰۲', 'درام'] },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 160px)', gap: 16, alignItems: 'start' }}>
      <PosterCard {...args} title="گاو" />
      <PosterCard {...args} title={longTitle} />
      <CardPlaceholder kind="poster" />
    </div>
  ),
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const short = canvas.getByRole('link', { name: / گاو ۱۴۰۲/ });
    const titleLine = canvas.getByText('گاو', { exact: true });
    const title = titleLine.getBoundingClientRect();
    // The facts line is the title's next sibling (class names are hashed in a production build).
    const facts = titleLine.nextElementSibling!.getBoundingClientRect();
    // No reserved second line between the title and its facts (issue 18: a 40 px hole).
    await expect(facts.top - title.bottom).toBeLessThan(8);
    const heights = [short, canvas.getByRole('link', { name: new RegExp(longTitle.slice(0, 8)) })]
      .map((card) => card.getBoundingClientRect().height)
      .concat(
        canvasElement
          .querySelector('[style*="grid-template-columns"] > span[aria-hidden="true"]')!
          .getBoundingClientRect().height,
      );
    await expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
  },
};

/** Do: رنگ غالب پوستر را بدهید تا تا بارگیری تصویر جای آن خالی نماند. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: 'رنگ غالب پوستر را بدهید تا تا بارگیری تصویر جای آن خالی نماند.' } } },
};

/** Don’t: زیرنویس را با «·» از هم جدا نکنید (شبیه صفر فارسی است)؛ آرایه بدهید تا MetaLine جدا کند. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { subtitle: '۱۴۰۲ · درام · ایران' },
  parameters: {
    docs: {
      description: {
        story: 'زیرنویس را با «·» از هم جدا نکنید (شبیه صفر فارسی است)؛ آرایه بدهید تا MetaLine جدا کند.',
      },
    },
  },
};
