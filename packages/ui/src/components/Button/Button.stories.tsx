import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { iconNames } from '../../icons/Icon';
import { Button, ButtonLink } from './Button';
import { buttonSizes, buttonVariants } from './variants';

const meta = {
  title: 'Controls/Button',
  parameters: {
    guide: {
      status: 'stable',
      accessibility:
        'دکمهٔ بومی `<button>` با `type="button"` پیش‌فرض؛ `loading` آن را غیرفعال و `aria-busy` می‌کند. اندازهٔ `md` هدف لمسی ۴۴ پیکسلی را نگه می‌دارد. برای رفتن به صفحهٔ دیگر `ButtonLink` (پیوند واقعی) را به کار ببرید.',
      rtl: 'آیکن پیش از برچسب، یعنی سمت راست آن، می‌نشیند؛ آیکن‌های جهت‌دار (پیکان، «بعدی») در RTL قرینه می‌شوند. فاصله‌ها با ویژگی‌های منطقی‌اند.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'دکمهٔ کنش‌ها: solid برای کنش اصلی هر بخش (مثل «تماشا»)، secondary و ghost برای کنش‌های کنار آن، danger برای حذف. برای رفتن به صفحهٔ دیگر ButtonLink را به کار ببرید؛ loading دکمه را تا پایان کار غیرفعال می‌کند.',
      },
    },
  },
  component: Button,
  args: { children: 'تماشا', variant: 'solid', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تماشا' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} icon="play">
          {args.children}
        </Button>
      ))}
    </div>
  ),
};

export const LongPersianText: Story = {
  args: { children: 'افزودن این فیلم به فهرست پخش شخصی و ادامهٔ تماشا از همان جایی که ماندید', icon: 'plus' },
};

export const Loading: Story = {
  args: { loading: true, children: 'در حال ارسال' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const AsLink: Story = {
  render: (args) => (
    <ButtonLink href="/movies" variant={args.variant} icon="play">
      فیلم‌ها
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'فیلم‌ها' })).toHaveAttribute('href', '/movies');
  },
};

/** Do: یک دکمهٔ solid برای کنش اصلی هر بخش، با برچسب کوتاه و فعل. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { children: 'تماشا', icon: 'play' },
  parameters: { docs: { description: { story: 'یک دکمهٔ solid برای کنش اصلی هر بخش، با برچسب کوتاه و فعل.' } } },
};

/** Don’t: جمله یا «اینجا کلیک کنید» برچسب دکمه نیست؛ برچسب بلند در موبایل می‌شکند. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { children: 'برای تماشای این فیلم همین حالا اینجا کلیک کنید' },
  parameters: {
    docs: { description: { story: 'جمله یا «اینجا کلیک کنید» برچسب دکمه نیست؛ برچسب بلند در موبایل می‌شکند.' } },
  },
};
