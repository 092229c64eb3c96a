import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from '../icons/Icon';
import { vars } from './theme.css';
import { tokens } from './tokens';

const meta = {
  title: 'Foundations/Theme',
  parameters: {
    docs: {
      description: {
        component: 'آزمون‌های زندهٔ تم: رنگ‌ها، اندازه‌های حروف و آیکن‌ها. جدول کامل توکن‌ها در صفحه‌های «Tokens» است.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const swatchText: Partial<Record<keyof typeof tokens.color, string>> = {
  accent: vars.color.onAccent,
  accentHover: vars.color.onAccent,
  saffron: vars.color.onSaffron,
  danger: vars.color.onAccent,
  success: vars.color.onAccent,
  dangerText: vars.color.background,
  text: vars.color.background,
  textMuted: vars.color.background,
};

export const Colours: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 16, padding: 24 }}
    >
      {(Object.keys(tokens.color) as Array<keyof typeof tokens.color>).map((name) => (
        <div
          key={name}
          style={{
            background: vars.color[name],
            color: swatchText[name] ?? vars.color.text,
            border: `1px solid ${vars.color.border}`,
            borderRadius: 8,
            padding: 16,
            minHeight: 88,
          }}
        >
          <strong>{name}</strong>
          <div dir="ltr">{tokens.color[name]}</div>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // The theme variables are live: the accent swatch is painted with the brief's turquoise.
    const swatch = canvas.getByText('accent').parentElement!;
    await expect(getComputedStyle(swatch).backgroundColor).toBe('rgb(25, 184, 174)');
    await expect(getComputedStyle(document.documentElement).direction).toBe('rtl');
  },
};

export const TypeScale: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      {(Object.keys(tokens.font.size) as Array<keyof typeof tokens.font.size>).map((size) => (
        <p key={size} style={{ fontSize: vars.font.size[size], margin: '0 0 8px' }}>
          {`${tokens.font.size[size]} — پرده، تماشای فیلم و سریال`}
        </p>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const body = canvas.getByText(/^16px/);
    await expect(getComputedStyle(body).fontFamily).toContain('Vazirmatn');
    await expect(getComputedStyle(body).lineHeight).toBe('28.8px');
    await document.fonts.ready;
    await expect(document.fonts.check('16px "Vazirmatn Variable"', 'پرده')).toBe(true);
  },
};

export const Icons: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, padding: 24 }}>
      {iconNames.map((name) => (
        <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} />
          <figcaption dir="ltr" style={{ fontSize: 12, color: vars.color.textMuted }}>
            {name}
          </figcaption>
        </figure>
      ))}
      <p dir="ltr" data-testid="ltr-island">
        <Icon name="chevronEnd" /> LTR
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Way-pointing icons mirror in right-to-left; the rest do not.
    const svgOf = (name: string) =>
      Array.from(canvasElement.querySelectorAll('figure'))
        .find((f) => f.textContent === name)!
        .querySelector('svg')!;
    // The horizontal scale the icon is drawn with: -1 mirrored, 1 as drawn.
    const scaleX = (svg: Element) => new DOMMatrix(getComputedStyle(svg).transform).a;
    await expect(scaleX(svgOf('chevronEnd'))).toBe(-1);
    await expect(scaleX(svgOf('search'))).toBe(1);
    // Inside a left-to-right island (a phone number, a code) the icon keeps its drawn direction.
    const island = canvasElement.querySelector('[data-testid="ltr-island"] svg')!;
    await expect(scaleX(island)).toBe(1);
  },
};
