import { createAccountsRepository } from './accounts';
import { createActivityRepository } from './activity';
import { createCaptchasRepository } from './captchas';
import { createCaptionStylesRepository } from './caption-styles';
import { createCollectionsRepository } from './collections';
import { createCommentsRepository } from './comments';
import { createCountersRepository, createOutboxRepository } from './counters';
import type { Db } from './db';
import { createDownloadsRepository } from './downloads';
import { createEpisodesRepository } from './episodes';
import { createMessagesRepository } from './messages';
import { createOtpsRepository } from './otps';
import { createPasskeysRepository } from './passkeys';
import { createPlaylistsRepository } from './playlists';
import { createProfilesRepository } from './profiles';
import { createSearchRepository } from './search';
import { createSignInsRepository } from './sign-ins';
import { createSitemapRepository } from './sitemap';
import { createStarsRepository } from './stars';
import { createTitlesRepository } from './titles';

/** Every table family's repository: the only modules that write SQL for requests. */
export function createRepositories(db: Db) {
  return {
    accounts: createAccountsRepository(db),
    activity: createActivityRepository(db),
    captchas: createCaptchasRepository(db),
    captionStyles: createCaptionStylesRepository(db),
    collections: createCollectionsRepository(db),
    comments: createCommentsRepository(db),
    counters: createCountersRepository(db),
    downloads: createDownloadsRepository(db),
    episodes: createEpisodesRepository(db),
    messages: createMessagesRepository(db),
    otps: createOtpsRepository(db),
    outbox: createOutboxRepository(db),
    passkeys: createPasskeysRepository(db),
    playlists: createPlaylistsRepository(db),
    profiles: createProfilesRepository(db),
    search: createSearchRepository(db),
    signIns: createSignInsRepository(db),
    sitemap: createSitemapRepository(db),
    stars: createStarsRepository(db),
    titles: createTitlesRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
