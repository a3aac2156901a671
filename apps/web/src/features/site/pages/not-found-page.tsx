import { PageNotFound } from '#web/components/layout/page-not-found.tsx';

export function NotFoundPage() {
  return <PageNotFound />;
}
