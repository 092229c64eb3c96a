import { NotFound } from '@parde/ui';
import { usePageTitle } from '../components/usePageTitle';
import { paths } from '../config/paths';

/** Any other address (spec §2): the 404 picture, «آدرس یافت نشد» and its explanation. */
export function NotFoundPage() {
  usePageTitle('آدرس یافت نشد');
  return <NotFound homeHref={paths.home.to()} />;
}
