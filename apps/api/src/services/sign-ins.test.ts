import { describe, expect, it } from 'vitest';
import type { NotificationHandlers, Notifications } from '../db/notifications';
import type { SignInsRepository } from '../repositories/sign-ins';
import { SignIns } from './sign-ins';

/** A listening connection the test connects by hand, and a sign-in table of one row it revokes by hand. */
function setUp() {
  let handlers: NotificationHandlers | undefined;
  const notifications: Notifications = {
    notify: async () => {},
    listen: (_channel, given) => {
      handlers = given;
      given.onHearing(false);
      return async () => {};
    },
  };
  let revoked = false;
  const repository = { isLive: async () => !revoked } as unknown as SignInsRepository;
  return {
    signIns: new SignIns(repository, notifications),
    revokeElsewhere: () => {
      revoked = true;
    },
    connected: () => handlers?.onHearing(true),
    heard: (payload: string) => handlers?.onPayload(payload),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watching a sign-in for its sign-out', () => {
  it('a sign-out announced before this instance first listened is found once it listens', async () => {
    const { signIns, revokeElsewhere, connected } = setUp();
    let told = 0;
    signIns.watch('s1', 7, () => told++);
    // Announced on the channel while this instance was still connecting: not heard.
    revokeElsewhere();
    connected();
    await settled();
    expect(told).toBe(1);
  });

  it('a sign-out heard between the token check and the watch is told', async () => {
    const { signIns, revokeElsewhere, connected, heard } = setUp();
    connected();
    // The stream's token check: live, and remembered as such.
    expect(await signIns.isLive('s1', 7)).toBe(true);
    revokeElsewhere();
    heard('7:s1');
    let told = 0;
    signIns.watch('s1', 7, () => told++);
    await settled();
    expect(told).toBe(1);
  });

  it('a live sign-in is not told when the instance starts listening', async () => {
    const { signIns, connected } = setUp();
    let told = 0;
    signIns.watch('s1', 7, () => told++);
    connected();
    await settled();
    expect(told).toBe(0);
  });
});
