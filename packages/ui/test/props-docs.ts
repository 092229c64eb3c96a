// Reads every component's props the way Storybook's props tables do (react-docgen-typescript, same options), so the
// coverage figure is the one a designer sees on the docs pages.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import docgen from 'react-docgen-typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One prop as the props table shows it. */
export interface PropDoc {
  component: string;
  file: string;
  name: string;
  required: boolean;
  description: string;
  defaultValue: string | undefined;
}

/** The component source files: everything under src/components, src/icons and src/link but stories and tests. */
export function componentFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name)) files.push(path);
    }
  };
  for (const dir of ['src/components', 'src/icons', 'src/link']) walk(join(root, dir));
  return files.sort();
}

/** Every prop of every component, parsed with the options of `.storybook/main.ts`. */
export function readProps(): PropDoc[] {
  const parser = docgen.withCustomConfig(join(root, 'tsconfig.json'), {
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    savePropValueAsString: true,
    propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
  });
  return parser.parse(componentFiles()).flatMap((doc) =>
    Object.values(doc.props).map((prop) => ({
      component: doc.displayName,
      file: relative(root, doc.filePath),
      name: prop.name,
      required: prop.required,
      description: prop.description.trim(),
      defaultValue: prop.defaultValue?.value === undefined ? undefined : String(prop.defaultValue.value),
    })),
  );
}

/** A prop is described when it says what it does and, unless it must be given, what it is when left out. */
export const isDescribed = (prop: PropDoc) =>
  prop.description !== '' && (prop.required || prop.defaultValue !== undefined);
