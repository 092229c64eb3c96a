import type { ProfilesRepository } from '../repositories/profiles';
import { ProfileAges } from './age';

/**
 * A member's profiles as other services see them: their age ranges, remembered a few seconds (`ProfileAges`), and
 * the writes that change one, which forget it here before they are answered.
 */
export class Profiles {
  /** Profiles' age ranges, asked on every signed-in request. */
  readonly ages: ProfileAges;

  constructor(private readonly repo: ProfilesRepository) {
    this.ages = new ProfileAges(repo);
  }

  /** The profile's age range, or undefined when the account has no such profile. */
  ageRange(accountId: number, profileId: number): Promise<number | undefined> {
    return this.ages.get(accountId, profileId);
  }

  /** Saves a profile's name, avatar and age range; undefined when the account has no such profile. */
  async update(accountId: number, profileId: number, values: Parameters<ProfilesRepository['update']>[2]) {
    try {
      return await this.repo.update(accountId, profileId, values);
    } finally {
      this.ages.forget(accountId, profileId);
    }
  }

  /** Deletes a profile unless it is the account's last one. */
  async deleteUnlessLast(accountId: number, profileId: number) {
    try {
      return await this.repo.deleteUnlessLast(accountId, profileId);
    } finally {
      this.ages.forget(accountId, profileId);
    }
  }
}
