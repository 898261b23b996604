/** Class lists shared by buttons and links, so every control looks and focuses alike. */
const base =
  'inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const buttonPrimary = `${base} bg-brand text-white hover:bg-brand-dark`;
export const buttonSecondary = `${base} border border-gray-500 bg-white text-gray-900 hover:bg-gray-100`;
export const buttonSmall =
  'inline-flex items-center justify-center gap-1 rounded border border-gray-500 bg-white px-2 py-1 text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
export const textLink =
  'text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-brand';
export const inputClass =
  'block w-full rounded border border-gray-500 bg-white px-3 py-2 text-base text-gray-900 aria-[invalid=true]:border-red-700 focus:border-brand focus:outline-2 focus:outline-brand disabled:cursor-not-allowed disabled:border-gray-300 disabled:bg-gray-100 disabled:text-gray-700';
