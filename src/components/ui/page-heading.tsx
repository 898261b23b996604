import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLayout } from '../../shell/use-layout';

/** The screen's one h1, which also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { data } = useLayout();
  useDocumentTitle(title, data?.sysConifg.site_name);
  return (
    <div className="mb-6 space-y-2">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
