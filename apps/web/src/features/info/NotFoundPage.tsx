import { NotFound } from '@parde/ui';
import { data } from 'react-router';
import { paths } from '../../config/paths';
import type { PageRoute } from '../../lib/data/loaders';

/** Any other address (spec §2): the 404 picture, «آدرس یافت نشد» and its explanation. */
export function NotFoundPage() {
  return <NotFound homeHref={paths.home.to()} />;
}

export const pages = {
  NotFoundPage: {
    Component: NotFoundPage,
    // The 404 status and the not-found page (the layout's error boundary) for any address no route knows.
    loader: () => {
      throw data(null, { status: 404 });
    },
  },
} satisfies Record<string, PageRoute>;
