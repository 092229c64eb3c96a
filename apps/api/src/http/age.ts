import { ageRanges } from '@parde/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ageLimit } from '../services/age';
import type { Profiles } from '../services/profiles';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's age limit (see services/age.ts), read once per request, optionally narrowed further. */
    ageLimit(narrowTo?: number): Promise<number>;
    /** Memoised age limit of this request. */
    ageLimitValue?: number;
  }
}

const validAges: ReadonlySet<number> = new Set(ageRanges);

/** The `AgeRange` header when it is one of the ranges (anything else is ignored). */
function headerAgeRange(request: FastifyRequest): number | undefined {
  const raw = request.headers.agerange;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return undefined;
  const age = Number(value);
  return validAges.has(age) ? age : undefined;
}

/** Gives every request `ageLimit()`: its session's member and its `AgeRange` header, through the profiles service. */
export function registerAgeLimit(app: FastifyInstance, profiles: Pick<Profiles, 'ageRange'>): void {
  app.decorateRequest('ageLimitValue', undefined);
  app.decorateRequest('ageLimit', async function (this: FastifyRequest, narrowTo?: number): Promise<number> {
    if (this.ageLimitValue === undefined) {
      this.ageLimitValue = await ageLimit(profiles, { member: this.session, asked: headerAgeRange(this) });
    }
    return narrowTo === undefined ? this.ageLimitValue : Math.min(this.ageLimitValue, narrowTo);
  });
}
