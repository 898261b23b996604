import type { BaseTranslation } from 'typesafe-i18n';

/**
 * The type of an English namespace file. The root's type (`BaseTranslation` of i18n-types.ts)
 * reserves the namespaces' names; a namespace's own sections may share them (the back office's
 * order and project desks, the server's DCNet and training messages).
 */
export type NamespaceBaseTranslation = BaseTranslation;
