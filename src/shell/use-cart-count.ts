/** @deprecated The cart lives in src/features/cart/: import `useCartCount` from its api.ts. */
export { useCartCount } from '../features/cart/api';
