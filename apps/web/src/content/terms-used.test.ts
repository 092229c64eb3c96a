import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The sources whose strings a viewer reads: this app, the components, the error catalogue and the server's messages.
const roots = ['apps/web/src', 'packages/ui/src', 'packages/api-client/src', 'apps/api/src'];
const repo = resolve(import.meta.dirname, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = roots.flatMap((root) => sources(join(repo, root)));
const containing = (pattern: RegExp) =>
  files.filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => file.slice(repo.length + 1));

// Issue #28 D15: one concept had four names. A member of the account (spec §3 "Member (profile)") is «عضو», as the
// pages that add, edit and choose one say; the /profile page is «حساب من», which holds the account and its members.
describe('one name per concept in what viewers read', () => {
  it('a member is «عضو», never «پروفایل» or «نمایه»', () => {
    expect(containing(/پروفایل|نمایه/)).toEqual([]);
  });

  it('the /profile page is «حساب من»', () => {
    expect(containing(/پروفایل من/)).toEqual([]);
    expect(containing(/حساب من/).length).toBeGreaterThan(0);
  });

  it('an episode is «فصل ۱، قسمت ۴», never «فصل ۱ - قسمت ۴»', () => {
    // In strings only: a comment may quote the retired form.
    expect(containing(/['`][^'`\n]*فصل[^'`\n]{0,40}[-–] ?قسمت[^'`\n]*['`]/)).toEqual([]);
  });

  it('the phone hint does not read as 13 digits («با ۰۹ و یازده رقم»)', () => {
    expect(containing(/با ۰۹ و یازده رقم/)).toEqual([]);
  });
});
