import { createContext, useContext, type ReactNode, type Ref } from 'react';
import { useDocumentDescription, useDocumentTitle } from '../../lib/use-document-title';
import { useTextLanguage } from '../../lib/use-text-language';
import { useLayout } from '../../features/content/api';

/**
 * The part of the site a screen belongs to when its title alone is not unique ("Orders" is a
 * partner's list and a back-office desk): the browser tab names it after the title.
 */
export const TitleSection = createContext<string | null>(null);

/**
 * The screen's one h1, which also names the browser tab (with its section, when it has one). With `headingRef` the screen can move
 * focus to it, when what had focus has gone (a removed line).
 */
export function PageHeading({
  title,
  description = '',
  children,
  headingRef,
}: {
  title: string;
  /** The page's summary, for search results and link previews (a record's own summary). */
  description?: string;
  children?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { data } = useLayout();
  const section = useContext(TitleSection);
  useDocumentTitle(section ? `${title} – ${section}` : title, data?.sysConifg.site_name);
  useDocumentDescription(description);
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
