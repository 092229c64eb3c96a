import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { iconNames } from '../../icons/Icon';
import { IconButton, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Controls/IconButton',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: '`label` الزامی است و نام دسترس‌پذیر دکمه می‌شود؛ هدف لمسی ۴۴ پیکسل است حتی وقتی آیکن کوچک‌تر است.',
      rtl: 'آیکن‌های جهت‌دار (پیکان، بعدی، قبلی) در RTL قرینه می‌شوند؛ بقیه (جستجو، بستن) نه.',
    } satisfies Guide,
    docs: {
      description: {
        component:
          'دکمهٔ مربعی ۴۴ پیکسلی که فقط آیکن دارد (بستن، جست‌وجو، منو). label اجباری است: نام دکمه برای صفحه‌خوان و راهنمای آن.',
      },
    },
  },
  component: IconButton,
  args: { icon: 'search', label: 'جستجو', variant: 'ghost', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    icon: { control: 'select', options: iconNames },
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'جستجو' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {iconNames.map((name) => (
        <IconButton key={name} {...args} icon={name} label={name} />
      ))}
    </div>
  ),
};

export const LongPersianLabel: Story = {
  args: { icon: 'plus', label: 'افزودن این عنوان به فهرست پخش برای تماشای بعدی', variant: 'solid' },
};

/** Do: برچسب فارسی که کار دکمه را بگوید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  args: { icon: 'close', label: 'بستن' },
  parameters: { docs: { description: { story: 'برچسب فارسی که کار دکمه را بگوید.' } } },
};

/** Don’t: نام آیکن برچسب نیست. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { icon: 'close', label: 'close icon' },
  parameters: { docs: { description: { story: 'نام آیکن برچسب نیست.' } } },
};
