/** What a list or lookup shows when it has nothing: 'No data found', 'No Results', ... */
export function EmptyState({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="rounded border border-dashed border-gray-400 p-8 text-center text-gray-700"
    >
      {message}
    </p>
  );
}
