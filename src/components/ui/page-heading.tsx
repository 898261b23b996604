import type { ReactNode, Ref } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTextLanguage } from '../../lib/use-text-language';
import { useLayout } from '../../features/content/api';

/**
 * The screen's one h1, which also names the browser tab. With `headingRef` the screen can move
 * focus to it, when what had focus has gone (a removed line).
 */
export function PageHeading({
  title,
  children,
  headingRef,
}: {
  title: string;
  children?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { data } = useLayout();
  useDocumentTitle(title, data?.sysConifg.site_name);
  const languageOf = useTextLanguage();
  return (
    <div className="mb-6 space-y-2">
      <h1
        {...languageOf(title)}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-2xl font-bold text-gray-900 focus:outline-2 focus:outline-offset-2 focus:outline-brand sm:text-3xl"
      >
        {title}
      </h1>
      {children}
    </div>
  );
}
