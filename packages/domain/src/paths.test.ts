import { describe, expect, it } from 'vitest';
import { paths, redirectFromParams } from './paths';

describe('paths', () => {
  it('carries the redirect address in the login path', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login(null)).toBe('/login');
    expect(paths.login('/')).toBe('/login');
    expect(paths.login('/profile')).toBe('/login/profile');
    expect(paths.login('/shows-details/12-x')).toBe('/login/shows-details/12-x');
  });

  it('reads the redirect address back from the login params', () => {
    expect(redirectFromParams()).toBeNull();
    expect(redirectFromParams('profile')).toBe('/profile');
    expect(redirectFromParams('shows-details', '12-x')).toBe('/shows-details/12-x');
  });

  it('issue #26 finding 8: keeps only same-origin paths, control characters stripped', () => {
    // `/login/%09%2Fevil.example/x`: React Router hands the decoded segments over.
    expect(redirectFromParams('\t/evil.example', 'x')).toBeNull();
    expect(redirectFromParams('\n\r/evil.example')).toBeNull();
    expect(redirectFromParams('/evil.example')).toBeNull();
    expect(redirectFromParams('\\evil.example')).toBeNull();
    expect(redirectFromParams('pro\tfile')).toBe('/profile');
    expect(redirectFromParams('movies-detail', '7\u0000-x')).toBe('/movies-detail/7-x');
  });

  it('builds the edit-member address', () => {
    expect(paths.editMember(4)).toBe('/edit-member/4');
  });
});
