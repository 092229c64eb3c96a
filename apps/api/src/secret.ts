import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';

/**
 * The signing secret: JWT_SECRET when set (required in production); otherwise one generated once and kept in
 * the data folder, so development tokens survive restarts. An in-memory database gets an ephemeral one.
 */
export function resolveSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.production) throw new Error('JWT_SECRET is required in production.');
  if (config.dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
