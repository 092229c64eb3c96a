/**
 * The docs page of every component: Storybook's autodocs blocks (title, description, primary story, props table,
 * stories) with the design guide in between: status, do and don't as live stories, accessibility and right-to-left
 * notes (`parameters.guide`, see guide.ts).
 */
import {
  Controls,
  Description,
  DocsContext,
  DocsStory,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { type CSSProperties, type ReactNode, useContext } from 'react';
import { type Guide, statusLabels, USAGE_TAGS } from './guide';

const statusColours = { stable: '#30A46C', beta: '#F4B400', deprecated: '#E5484D' } as const;

function Verdict({ kind, children }: { kind: 'do' | 'dont'; children: ReactNode }) {
  const colour = kind === 'do' ? statusColours.stable : statusColours.deprecated;
  const frame: CSSProperties = { borderBlockStart: `4px solid ${colour}`, paddingBlockStart: 8, minInlineSize: 0 };
  return (
    <div style={frame}>
      <strong style={{ color: colour }}>{kind === 'do' ? '✓ درست' : '✗ نادرست'}</strong>
      {children}
    </div>
  );
}

export function ComponentPage() {
  const { componentStories } = useContext(DocsContext);
  const { preparedMeta } = useOf('meta', ['meta']);
  const guide = preparedMeta.parameters.guide as Guide | undefined;
  const stories = componentStories();
  const tagged = (tag: string) => stories.filter((story) => story.tags?.includes(tag));
  return (
    <div dir="rtl" lang="fa">
      <Title />
      {guide && (
        <p>
          <span
            data-testid="component-status"
            style={{
              display: 'inline-block',
              paddingInline: 10,
              paddingBlock: 2,
              borderRadius: 999,
              background: statusColours[guide.status],
              color: '#0A0B0F',
              fontWeight: 700,
              fontSize: 13,
            }}
          >
            وضعیت: {statusLabels[guide.status]}
          </span>
        </p>
      )}
      <Subtitle />
      <Description />
      <Primary />
      {/* The props table is code and English prose: left to right, so its punctuation stays in place. */}
      <div dir="ltr">
        <Controls />
      </div>
      {guide && (
        <>
          <h2 id="usage">نحوهٔ استفاده</h2>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 24 }}>
            {tagged(USAGE_TAGS.do).map((story) => (
              <Verdict key={story.id} kind="do">
                <DocsStory of={story.moduleExport} expanded __forceInitialArgs />
              </Verdict>
            ))}
            {tagged(USAGE_TAGS.dont).map((story) => (
              <Verdict key={story.id} kind="dont">
                <DocsStory of={story.moduleExport} expanded __forceInitialArgs />
              </Verdict>
            ))}
          </div>
          <h2 id="accessibility">دسترس‌پذیری</h2>
          <Markdown>{guide.accessibility}</Markdown>
          <h2 id="rtl">راست‌به‌چپ</h2>
          <Markdown>{guide.rtl}</Markdown>
        </>
      )}
      <Stories title="نمونه‌ها" includePrimary={false} />
    </div>
  );
}
