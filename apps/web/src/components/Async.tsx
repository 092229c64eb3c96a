import type { Loadable } from '@parde/domain';
import { Button, ButtonLink, EmptyState, SkeletonRow, type SkeletonRowProps } from '@parde/ui';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';

/**
 * What `Async` shows: a page's loader data (`data`: null while a member's page waits for its own, which reads as
 * loading), or a read of its own (`state`, from `useRead`: loading, an error with retry, a result).
 */
export type AsyncSource<T> = { data: T | null } | { state: Loadable<T> & { retry(): void } };

type AsyncProps<T> = AsyncSource<T> & {
  /** What loading looks like (a skeleton of the page's shape). */
  skeleton?: ReactNode;
  skeletonShape?: SkeletonRowProps['shape'];
  /** True when a loaded result has nothing to show. */
  isEmpty?: (result: NonNullable<T>) => boolean;
  emptyTitle?: string;
  emptyDescription?: string;
  /** The next step from an empty result (issue 18: no dead ends); home by default, null for none. */
  emptyAction?: ReactNode;
  children: (result: NonNullable<T>) => ReactNode;
};

/** One loaded thing's three other faces: a skeleton while loading, an error with retry, an empty note. */
export function Async<T>(props: AsyncProps<T>) {
  const {
    skeleton,
    skeletonShape = 'poster',
    isEmpty,
    emptyTitle = 'موردی برای نمایش نیست',
    emptyDescription,
    emptyAction = (
      <ButtonLink href={paths.home.to()} variant="secondary">
        رفتن به صفحهٔ خانه
      </ButtonLink>
    ),
    children,
  } = props;
  const state: Loadable<T> & { retry?(): void } =
    'state' in props
      ? props.state
      : props.data === null
        ? { status: 'loading', result: null, error: null }
        : { status: 'success', result: props.data, error: null };
  if (state.status === 'error') {
    return (
      <EmptyState
        tone="error"
        icon="alert"
        title="دریافت اطلاعات ممکن نشد"
        description={state.error}
        action={
          <Button variant="secondary" icon="refresh" onClick={state.retry}>
            تلاش دوباره
          </Button>
        }
      />
    );
  }
  if (state.status !== 'success') return <>{skeleton ?? <SkeletonRow shape={skeletonShape} />}</>;
  const result = state.result;
  if (result === null || result === undefined || isEmpty?.(result as NonNullable<T>)) {
    return <EmptyState icon="list" title={emptyTitle} description={emptyDescription} action={emptyAction} />;
  }
  return <>{children(result as NonNullable<T>)}</>;
}
