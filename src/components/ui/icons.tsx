/** Small line icons; always decorative (the control around them carries the name). */
function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      <path d={path} />
    </svg>
  );
}

export const ChatIcon = () => <Icon path="M4 5h16v11H8l-4 4V5z M8 9h8 M8 12h5" />;
export const CartIcon = () => (
  <Icon path="M3 4h2l2.4 11h10.2L20 7H6.2 M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z M17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
);
export const ContactIcon = () => <Icon path="M4 6h16v12H4z M4 7l8 6 8-6" />;
export const ReloadIcon = () => <Icon path="M20 11a8 8 0 1 0-2.3 5.7 M20 5v6h-6" />;
