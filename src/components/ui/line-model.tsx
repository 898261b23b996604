/**
 * The model of a product line: a main product's in bold, an accessory's indented under it with
 * the main product it belongs to (`accessoryNote`, such as 'Accessory of S5750E-28X-SI').
 */
export function LineModel({ model, accessoryNote }: { model: string; accessoryNote?: string }) {
  if (accessoryNote === undefined) {
    return (
      <span className="font-semibold" dir="ltr">
        {model}
      </span>
    );
  }
  return (
    <span className="block ps-4">
      <span dir="ltr">{model}</span>
      <span className="block text-xs text-gray-700">{accessoryNote}</span>
    </span>
  );
}
