/**
 * The token pages of Storybook, drawn from the theme itself: every row walks `vars` (the contract: the CSS variable a
 * component reads) and `tokens` (the value the dark theme gives it), so a token added to the theme shows up here
 * without anyone copying it by hand.
 */
import type { CSSProperties, ReactNode } from 'react';
import { cssVarName } from '../theme/names';
import { vars } from '../theme/theme.css';
import { breakpoints, media, tokens } from '../theme/tokens';

type Leaves = { [key: string]: string | Leaves };
/** `[path, cssVariable, value]`. */
type Row = [string, string, string];

/** Flattens a token group into `[path, cssVariable, value]` rows, in the theme's own order. */
function rows(contract: Leaves, values: Leaves, prefix: string): Row[] {
  return Object.keys(contract).flatMap((key) => {
    const variable = contract[key];
    const value = values[key];
    const path = `${prefix}.${key}`;
    if (typeof variable === 'string') return [[path, variable, String(value)] as Row];
    return rows(variable as Leaves, value as Leaves, path);
  });
}

const cell: CSSProperties = {
  paddingBlock: 12,
  paddingInline: 12,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  textAlign: 'start',
};
const code: CSSProperties = {
  fontFamily: 'ui-monospace, monospace',
  fontSize: 13,
  direction: 'ltr',
  unicodeBidi: 'isolate',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    // sb-unstyled: the docs page's own table stripes would sit under the swatches and dim the muted text.
    <div dir="rtl" className="sb-unstyled" style={{ overflowX: 'auto' }}>
      <table style={{ inlineSize: '100%', borderCollapse: 'collapse', color: vars.color.text, fontSize: 14 }}>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col" style={{ ...cell, color: vars.color.textMuted, fontWeight: 500 }}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The name a component uses (`vars.color.accent`) and the CSS variable it becomes. */
function Name({ path, variable }: { path: string; variable: string }) {
  return (
    <td style={cell}>
      <div style={code}>vars.{path}</div>
      <div style={{ ...code, color: vars.color.textMuted, fontSize: 12 }}>
        {variable.replace(/^var\((.*)\)$/, '$1')}
      </div>
    </td>
  );
}

const Value = ({ value }: { value: string }) => (
  <td style={cell}>
    <span style={code}>{value}</span>
  </td>
);

function group<K extends keyof typeof tokens>(key: K) {
  return rows(vars[key as keyof typeof vars] as unknown as Leaves, tokens[key] as unknown as Leaves, key);
}

/** Rows of a scale, smallest first: JavaScript lists integer-like keys (`1`, `2`) before `0.5` and `1.5`. */
const byLength = (entries: Row[]) =>
  [...entries].sort(([, , a], [, , b]) => Number.parseFloat(a) - Number.parseFloat(b));

/** One row per token: a sample drawn with the variable, the names, the value. */
function SampleTable({ entries, sample }: { entries: Row[]; sample: (variable: string, path: string) => ReactNode }) {
  return (
    <Table head={['نمونه', 'نام', 'مقدار']}>
      {entries.map(([path, variable, value]) => (
        <tr key={path}>
          <td style={{ ...cell, paddingBlock: 20 }}>{sample(variable, path)}</td>
          <Name path={path} variable={variable} />
          <Value value={value} />
        </tr>
      ))}
    </Table>
  );
}

const box = (style: CSSProperties) => <span style={{ display: 'block', ...style }} />;
const raised: CSSProperties = { background: vars.color.surfaceRaised, border: `1px solid ${vars.color.border}` };
const sampleText = 'پرده؛ تماشای فیلم و سریال ۱۴۰۳';

/** Colours: a swatch, the variable and the value. */
export const ColourTokens = () => (
  <SampleTable
    entries={group('color')}
    sample={(variable) =>
      box({ inlineSize: 56, blockSize: 40, borderRadius: vars.radius.md, background: variable, border: raised.border })
    }
  />
);

/** Type: sizes drawn at their size, weights at their weight, then the family and line heights. */
export const TypeTokens = () => (
  <SampleTable
    entries={[
      ...group('font').filter(([path]) => !path.startsWith('font.size.')),
      ...byLength(group('font').filter(([path]) => path.startsWith('font.size.'))),
    ]}
    sample={(variable, path) =>
      path.includes('.lineHeight.') ? (
        <span style={{ lineHeight: variable, maxInlineSize: 240, fontSize: 14 }}>{`${sampleText}، ${sampleText}`}</span>
      ) : (
        <span
          style={
            path.includes('.size.')
              ? { fontSize: variable }
              : path.includes('.weight.')
                ? { fontWeight: variable as CSSProperties['fontWeight'] }
                : { fontFamily: variable }
          }
        >
          {sampleText}
        </span>
      )
    }
  />
);

/** Spacing: a bar as long as the step, on the inline axis. */
export const SpaceTokens = () => (
  <SampleTable
    entries={byLength(group('space'))}
    sample={(variable) => box({ inlineSize: variable, blockSize: 16, background: vars.color.accent })}
  />
);

/** Corner radii on a card-sized box. */
export const RadiusTokens = () => (
  <SampleTable
    entries={group('radius')}
    sample={(variable) => box({ inlineSize: 64, blockSize: 64, borderRadius: variable, ...raised })}
  />
);

/** Shadows on a raised surface. */
export const ElevationTokens = () => (
  <SampleTable
    entries={group('elevation')}
    sample={(variable) =>
      box({
        inlineSize: 96,
        blockSize: 56,
        borderRadius: vars.radius.md,
        background: raised.background,
        boxShadow: variable,
      })
    }
  />
);

/** Durations and easing, each drawn with the value it names. */
export const MotionTokens = () => (
  <SampleTable
    entries={group('motion')}
    sample={(variable, path) =>
      box({
        inlineSize: 40,
        blockSize: 40,
        borderRadius: vars.radius.md,
        background: vars.color.accent,
        transitionProperty: 'transform',
        transitionDuration: path.includes('uration') ? variable : vars.motion.duration,
        transitionTimingFunction: path.includes('easing') ? variable : vars.motion.easing,
      })
    }
  />
);

/** Layer order (z-index) and fixed sizes. */
export function LayerAndSizeTokens() {
  return (
    <Table head={['نام', 'مقدار']}>
      {[...group('zIndex'), ...group('size')].map(([path, variable, value]) => (
        <tr key={path}>
          <Name path={path} variable={variable} />
          <Value value={value} />
        </tr>
      ))}
    </Table>
  );
}

/** Breakpoints (spec §9) and the media queries styles use. */
export function BreakpointTokens() {
  const widest = breakpoints.xxl;
  return (
    <Table head={['نمونه', 'نام', 'پرس‌وجوی رسانه']}>
      {(Object.keys(breakpoints) as (keyof typeof breakpoints)[]).map((name) => (
        <tr key={name}>
          <td style={{ ...cell, inlineSize: '40%' }}>
            <span
              style={{
                display: 'block',
                inlineSize: `${(breakpoints[name] / widest) * 100}%`,
                blockSize: 12,
                borderRadius: vars.radius.sm,
                background: vars.color.accent,
              }}
            />
          </td>
          <td style={cell}>
            <div style={code}>media.{name}</div>
            <div style={{ ...code, color: vars.color.textMuted, fontSize: 12 }}>breakpoints.{name}</div>
          </td>
          <Value value={media[name]} />
        </tr>
      ))}
    </Table>
  );
}

/** The type scale drawn on one baseline grid, smallest to largest, each step with its size. */
export function TypeScale() {
  const sizes = byLength(group('font').filter(([path]) => path.startsWith('font.size.')));
  return (
    <div dir="rtl" className="sb-unstyled" style={{ display: 'grid', gap: 12, color: vars.color.text }}>
      {sizes.map(([path, variable, value]) => (
        <div key={path} style={{ display: 'flex', alignItems: 'baseline', gap: 16 }}>
          <span style={{ ...code, inlineSize: 96, flexShrink: 0, color: vars.color.textMuted }}>{value}</span>
          <span style={{ fontSize: variable, lineHeight: vars.font.lineHeight.tight }}>پرده</span>
        </div>
      ))}
    </div>
  );
}

/** The spacing scale drawn as nested squares, smallest inside, so the steps compare at a glance. */
export function SpaceScale() {
  const steps = byLength(group('space')).filter(([, , value]) => Number.parseFloat(value) > 0);
  return (
    <div
      dir="rtl"
      className="sb-unstyled"
      style={{ display: 'flex', alignItems: 'flex-end', gap: 16, flexWrap: 'wrap' }}
    >
      {steps.map(([path, variable]) => (
        <figure key={path} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4 }}>
          {box({ inlineSize: variable, blockSize: variable, background: vars.color.accent, borderRadius: 2 })}
          <figcaption style={{ ...code, fontSize: 12, color: vars.color.textMuted }}>
            {path.replace('space.', '')}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** How a token path becomes its CSS variable, shown on a few paths through the same function the theme uses. */
export function CssNameExamples() {
  const paths = [
    ['color', 'surfaceRaised'],
    ['space', '0.5'],
    ['font', 'size', '2xl'],
    ['font', 'lineHeight', 'body'],
    ['zIndex', 'toast'],
  ];
  return (
    <Table head={['توکن', 'متغیر CSS']}>
      {paths.map((path) => (
        <tr key={path.join('.')}>
          <Value value={path.join('.')} />
          <Value value={`--${cssVarName(path)}`} />
        </tr>
      ))}
    </Table>
  );
}
