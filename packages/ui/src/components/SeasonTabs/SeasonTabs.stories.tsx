import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Guide } from '../../docs/guide';
import { SeasonTabs, type SeasonTabsProps } from './SeasonTabs';

const seasons = [1, 2, 3, 4].map((number) => ({ id: `s${number}`, number }));

const meta = {
  title: 'Layout/SeasonTabs',
  parameters: {
    guide: {
      status: 'stable',
      accessibility: 'الگوی `tablist` با پیکان‌ها، Home و End؛ فقط زبانهٔ انتخاب‌شده در ترتیب Tab است.',
      rtl: 'زبانه‌ها از راست؛ پیکان چپ زبانهٔ بعدی را انتخاب می‌کند.',
    } satisfies Guide,
    docs: {
      description: { component: 'زبانه‌های فصل‌ها در صفحهٔ سریال؛ با انتخاب هر فصل فهرست قسمت‌هایش نشان داده می‌شود.' },
    },
  },
  component: SeasonTabs,
  args: { seasons, selectedId: 's1', onSelect: fn() },
} satisfies Meta<typeof SeasonTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: SeasonTabsProps) {
  const [selected, setSelected] = useState(props.selectedId);
  return (
    <SeasonTabs
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    >
      <p style={{ paddingInline: '4vw' }}>{`قسمت‌های ${String(selected)}`}</p>
    </SeasonTabs>
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['فصل ۱', 'فصل ۲', 'فصل ۳', 'فصل ۴']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[2]!);
    await expect(args.onSelect).toHaveBeenLastCalledWith('s3');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('قسمت‌های s3');
    // Right-to-left: ArrowLeft is the next season.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'فصل ۴' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'فصل ۴' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'فصل ۱' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'فصل ۴' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LongPersianLabels: Story = {
  args: {
    seasons: [
      { id: 'a', number: 1, label: 'فصل نخست: آغاز یک سفر طولانی' },
      { id: 'b', number: 2, label: 'فصل دوم: بازگشت به خانهٔ پدری' },
      { id: 'c', number: 3, label: 'قسمت‌های ویژه و پشت صحنه' },
    ],
    selectedId: 'b',
  },
};

/** Do: نام فصل‌ها را با رقم فارسی بدهید. */
export const Do: Story = {
  name: 'درست',
  tags: ['do'],
  parameters: { docs: { description: { story: 'نام فصل‌ها را با رقم فارسی بدهید.' } } },
};

/** Don’t: برای یک فصل زبانه نگذارید. */
export const Dont: Story = {
  name: 'نادرست',
  tags: ['dont'],
  args: { seasons: [{ id: 's1', number: 1 }] },
  parameters: { docs: { description: { story: 'برای یک فصل زبانه نگذارید.' } } },
};
