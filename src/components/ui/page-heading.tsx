import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTextLanguage } from '../../lib/use-text-language';
import { useLayout } from '../../features/content/api';

/** The screen's one h1, which also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { data } = useLayout();
  useDocumentTitle(title, data?.sysConifg.site_name);
  const languageOf = useTextLanguage();
  return (
    <div className="mb-6 space-y-2">
      <h1 {...languageOf(title)} className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {title}
      </h1>
      {children}
    </div>
  );
}
