/**
 * What a list or lookup shows when it has nothing: 'No data found', 'No Results', ... It is a
 * status of its own unless `live` is false: a paged list tells its news itself (`ListState`).
 */
export function EmptyState({ message, live = true }: { message: string; live?: boolean }) {
  return (
    <p
      role={live ? 'status' : undefined}
      className="rounded border border-dashed border-gray-400 p-8 text-center text-gray-700"
    >
      {message}
    </p>
  );
}
