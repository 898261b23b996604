/**
 * The button that shows or hides a frame's side menu (the personal centre's, the back office's
 * desks on a narrow screen). It names the menu it controls, and says whether it is shown.
 */
export function MenuToggle({
  label,
  open,
  controls,
  onToggle,
}: {
  label: string;
  open: boolean;
  /** The id of the menu, while it is shown. */
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
      className="mb-2 inline-flex min-h-10 items-center gap-2 rounded border border-gray-300 px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span aria-hidden="true">☰</span>
      {label}
    </button>
  );
}
