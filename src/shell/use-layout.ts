/** @deprecated The layout settings are public content: import `useLayout` from src/features/content/api.ts. */
export { useLayout } from '../features/content/api';
