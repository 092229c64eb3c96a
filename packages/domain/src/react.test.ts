import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fakePorts } from '../test/fakes';
import { startApi } from '../test/server';
import { createDomain } from './domain';
import {
  DomainProvider,
  useAccount,
  useAuth,
  useComments,
  useContact,
  useDevices,
  useDomain,
  useMembers,
  usePasskeys,
  usePlaylists,
  useSearch,
  useSettings,
  useShallow,
  useWatch,
} from './react';

function Probe() {
  const status = useAuth((s) => s.status);
  const members = useMembers((s) => s.memberList.status);
  const search = useSearch((s) => s.status);
  const { direction, colour } = useSettings(useShallow((s) => ({ direction: s.direction, colour: s.colour })));
  const playlists = usePlaylists((s) => s.playlists.status);
  const comments = useComments((s) => (s.posting ? 'posting' : 'idle'));
  const contact = useContact((s) => s.status);
  const devices = useDevices((s) => s.devices.status);
  const passkeys = usePasskeys((s) => s.passkeys.status);
  const account = useAccount((s) => s.status);
  const watch = useWatch((s) => s.status);
  const width = useDomain().settings.getState().screenSize.x;
  return createElement(
    'p',
    null,
    [
      status,
      members,
      search,
      direction,
      colour,
      playlists,
      comments,
      contact,
      devices,
      passkeys,
      account,
      watch,
      width,
    ].join(' '),
  );
}

describe('React bindings', () => {
  it('read every store of the provided domain through selectors', async () => {
    const server = await startApi();
    const ports = fakePorts();
    const domain = createDomain({ ...ports, api: server.client() });
    domain.settings.getState().resized(1000, 800);
    const html = renderToString(createElement(DomainProvider, { domain }, createElement(Probe)));
    expect(html).toBe('<p>anonymous idle idle rtl dark idle idle idle idle idle idle idle 1000</p>');
    await server.close();
  });

  it('say what is missing when there is no provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(/DomainProvider/);
  });
});
