// The stores of @fastify/rate-limit, which its types do not declare (ops/limits.ts switches between them).
declare module '@fastify/rate-limit/store/*.js' {
  export interface RateLimitStore {
    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      window: number,
      max: number,
    ): void;
    child(routeOptions: unknown): RateLimitStore;
  }
  const Store: new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => RateLimitStore;
  export default Store;
}
