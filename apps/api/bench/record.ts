import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/**
 * Keeps what a bench prints from now on; `save()` writes it, once the run completes, as the one current table of
 * `docs/benchmarks/<name>.md` (the README points there), with the date, the commit and the options of the run.
 */
export function recordRun(name: string) {
  const printed: string[] = [];
  const print = console.log;
  console.log = (...parts: unknown[]) => {
    printed.push(parts.join(' '));
    print(...parts);
  };
  return {
    save() {
      const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
      const options = process.argv.slice(2).join(' ') || 'no options';
      const heading = `# \`pnpm bench:${name}\`\n\n${new Date().toISOString().slice(0, 10)}, ${commit}; ${options}`;
      // dist/ (where tsup builds the bench) sits beside bench/, two levels below the repository's root.
      const file = new URL(`../../../docs/benchmarks/${name}.md`, import.meta.url);
      writeFileSync(file, `${heading}\n\n\`\`\`text\n${printed.join('\n').trim()}\n\`\`\`\n`);
    },
  };
}
