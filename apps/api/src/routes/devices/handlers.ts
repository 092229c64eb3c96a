import type { DeviceKind } from '@parde/api-client';
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import { requireAdult } from '../../http/auth';
import { type HandlerGroup, requireSession } from '../../http/endpoints';
import { notExists } from '../../http/errors';
import type { Services } from '../../services';

type DevicesEndpoint = 'getDevices' | 'signOutDevice' | 'signOutOtherDevices';

const kinds: Readonly<Record<string, DeviceKind>> = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
  tv: 'tv',
};

/** A name and its major version («Chrome 131», «Android 14»), the version left out when there is none. */
const named = (name: string | undefined, version: string | undefined) =>
  name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null;

/** What a user agent says of its device: browser, system and kind (bowser: a maintained parser, not our regexes). */
export function describeUserAgent(userAgent: string | null) {
  if (!userAgent) return { browser: null, system: null, kind: 'unknown' as const };
  const parsed = Bowser.parse(userAgent);
  const { name, version } = parsed.os;
  // Browsers report Windows 11 as 10 and every macOS as 10.15.7: a version there would be wrong, so none is shown.
  const system = named(name, name === 'Windows' || name === 'macOS' ? undefined : version);
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    system,
    kind: kinds[parsed.platform.type ?? ''] ?? 'unknown',
  };
}

/**
 * The account's signed-in devices (its live sign-ins), and signing one or every other out (issue #27): account acts,
 * so the account's adults' alone (decision 042).
 */
export function devicesHandlers(s: Services): HandlerGroup<DevicesEndpoint> {
  const adult = async (request: FastifyRequest) => {
    const session = requireSession(request);
    await requireAdult(s, session);
    return session;
  };
  return {
    async getDevices({ request }) {
      const session = await adult(request);
      const rows = await s.repos.signIns.listLive(session.accountId);
      const data = rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.user_agent),
        memberName: row.member_name,
        memberAvatar: row.member_avatar,
        signedInAt: row.created_at.toISOString(),
        lastActiveAt: row.last_active_at.toISOString(),
        current: row.id === session.signInId,
      }));
      // The caller's own device first, then the others as the database ordered them (the most recently active first).
      data.sort((x, y) => Number(y.current) - Number(x.current));
      return { data, totalCount: data.length };
    },

    async signOutDevice({ body, request }) {
      const session = await adult(request);
      // Another account's sign-in reads as one that does not exist: its ids are not to be confirmed.
      if (!(await s.signIns.logout(body.id, session.accountId))) throw notExists();
      return { success: true };
    },

    async signOutOtherDevices({ request }) {
      const session = await adult(request);
      return { signedOut: await s.signIns.logoutOthers(session.accountId, session.signInId) };
    },
  };
}
