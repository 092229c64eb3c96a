/**
 * What a service writes to the log: pino's methods, which the server's logger (Fastify's) has, so services need
 * nothing of the HTTP framework to log.
 */
export interface Log {
  debug(object: object, message?: string): void;
  info(message: string): void;
  info(object: object, message?: string): void;
  warn(message: string): void;
  warn(object: object, message?: string): void;
}
